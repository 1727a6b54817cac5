import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// Quill itself uses lodash-es; quill-delta requires the standalone lodash.clonedeep and
// lodash.isequal packages, a second copy of the same two functions (about 5 kB gzipped). They
// resolve to Quill's lodash-es instead (issue 19: all JS + CSS ≤ 350 kB).
const fromQuill = createRequire(createRequire(import.meta.url).resolve('quill'));
const LODASH_ES: Record<string, string> = {
  'lodash.clonedeep': 'cloneDeep',
  'lodash.isequal': 'isEqual',
};
function oneLodash(): Plugin {
  const prefix = '\0lodash-es:';
  return {
    name: 'pitboss:one-lodash',
    enforce: 'pre',
    resolveId(source) {
      return source in LODASH_ES ? prefix + LODASH_ES[source] : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const file = fromQuill.resolve(`lodash-es/${id.slice(prefix.length)}.js`);
      // quill-delta is CommonJS and calls what require() answers
      return `module.exports = require(${JSON.stringify(file)}).default;`;
    },
  };
}

export default defineConfig({
  plugins: [oneLodash(), react()],
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
