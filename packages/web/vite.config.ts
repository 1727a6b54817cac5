import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `pnpm dev` names the gateway it started (its PORT setting); 8080 is the gateway's default.
const devGateway = process.env.PITBOSS_GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  // Workspace packages are read from their TypeScript sources (no stale dist).
  resolve: { conditions: ['source'] },
  server: {
    // The gateway refuses a browser request whose Origin is not its Host: the proxy keeps the
    // browser's Host (changeOrigin false; Vite's string shorthand would set it to :8080).
    proxy: {
      '/trpc': { target: devGateway, changeOrigin: false },
      '/api': { target: devGateway, changeOrigin: false },
      '/live': { target: devGateway.replace(/^http/, 'ws'), ws: true },
    },
  },
  // No source maps in the shipped app unless asked for (VITE_SOURCEMAP=true).
  build: {
    outDir: 'dist',
    sourcemap: process.env.VITE_SOURCEMAP === 'true',
  },
});
