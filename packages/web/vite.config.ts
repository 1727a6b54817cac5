import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  server: {
    proxy: {
      '/trpc': 'http://localhost:8080',
      '/api': 'http://localhost:8080',
      '/live': { target: 'ws://localhost:8080', ws: true },
    },
  },
  // No source maps in the shipped app unless asked for (VITE_SOURCEMAP=true).
  build: { outDir: 'dist', sourcemap: process.env.VITE_SOURCEMAP === 'true' },
});
