import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { toolbarIcons } from './src/features/promotions/components/quill-toolbar.ts';

// Quill itself uses lodash-es; quill-delta requires the standalone lodash.clonedeep and
// lodash.isequal packages, a second copy of the same two functions (about 5 kB gzipped). They
// resolve to Quill's lodash-es instead (issue 19: all JS + CSS ≤ 350 kB).
const requireHere = createRequire(import.meta.url);
const fromQuill = createRequire(requireHere.resolve('quill'));
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

/**
 * Quill's snow theme imports the icons of every format it knows (`quill/ui/icons.js`, 4.6 kB
 * gzipped); the promotion editor's toolbar shows eight. The build serves that module as the
 * toolbar's icons only, taken from Quill's own (issue 19: all JS + CSS ≤ 350 kB). Development
 * loads Quill pre-bundled, with all of them.
 */
function quillToolbarIcons(): Plugin {
  return {
    name: 'pitboss:quill-toolbar-icons',
    async load(id) {
      if (!/[\\/]quill[\\/]ui[\\/]icons\.js$/.test(id)) return null;
      const { default: icons } = (await import(pathToFileURL(id).href)) as {
        default: Parameters<typeof toolbarIcons>[0];
      };
      return `export default ${JSON.stringify(toolbarIcons(icons))};`;
    },
  };
}

/**
 * `signed-in-preload.json`: the signed-in application's JavaScript and CSS that the sign-in page's
 * entry does not load itself. The gateway lists them as `<link rel="modulepreload">` /
 * `<link rel="preload" as="style">` in the index.html it sends with a session cookie, so they
 * download with the entry instead of after the session check (issue 19: Lighthouse).
 */
function signedInPreload(): Plugin {
  return {
    name: 'pitboss:signed-in-preload',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter(
        (c): c is Rolldown.OutputChunk => c.type === 'chunk',
      );
      const app = chunks.find((c) =>
        /[\\/]src[\\/]app[\\/]signed-in-app\.tsx$/.test(c.facadeModuleId ?? ''),
      );
      if (!app) return this.error('signed-in-preload: no chunk for src/app/signed-in-app.tsx');
      /** The chunk's file, its static imports', and their CSS. */
      const closure = (fileName: string, js = new Set<string>(), css = new Set<string>()) => {
        const chunk = bundle[fileName];
        if (js.has(fileName) || chunk?.type !== 'chunk') return { js, css };
        js.add(fileName);
        for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
        for (const imported of chunk.imports) closure(imported, js, css);
        return { js, css };
      };
      const entry = { js: new Set<string>(), css: new Set<string>() };
      for (const c of chunks) if (c.isEntry) closure(c.fileName, entry.js, entry.css);
      const signedIn = closure(app.fileName);
      const source = JSON.stringify({
        js: [...signedIn.js].filter((f) => !entry.js.has(f)).map((f) => `/${f}`),
        css: [...signedIn.css].filter((f) => !entry.css.has(f)).map((f) => `/${f}`),
      });
      this.emitFile({ type: 'asset', fileName: 'signed-in-preload.json', source });
    },
  };
}

// react-router's package.json exports only its development build (remix-run/react-router#14102,
// open), with its development warnings on (0.6 kB gzipped more). Production builds take the
// production build it ships beside it; `vite` (the dev server) keeps the development one.
const REACT_ROUTER_PRODUCTION = join(
  dirname(requireHere.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// Chunks (issue 19: all JS + CSS ≤ 350 kB gzipped, sign-in page ≤ 90 kB). Left to itself rolldown
// cut the signed-in app into some 45 small shared chunks by which screens use what; gzip compresses
// each file alone, so the same code cut in many files weighs more (16 kB more here). What the
// sign-in page loads stays one chunk ("boot"); the libraries of the signed-in app are one chunk
// ("vendor") and its shared components, helpers and the contracts another ("shared"); each screen
// keeps its own chunk, and the Quill editor and dnd-kit (order modes, promotion order) stay lazy.
const LAZY_LIBRARIES =
  /node_modules[\\/](quill|parchment|quill-delta|fast-diff|eventemitter3|lodash-es|@dnd-kit)[\\/]/;
const CHUNK_GROUPS = [
  { name: 'boot', tags: ['$initial' as const], priority: 3 },
  {
    name: 'vendor',
    priority: 2,
    test: (id: string) => /node_modules/.test(id) && !LAZY_LIBRARIES.test(id),
  },
  {
    name: 'shared',
    priority: 1,
    test: (id: string) =>
      !/node_modules|sortable-(grid|rects)/.test(id) &&
      /src[\\/](components|lib)[\\/]|packages[\\/]contracts[\\/]/.test(id),
  },
];

// The app runs on Preact's React compatibility layer, in development and in the build (issue 19:
// React's DOM renderer was 62 kB of the 412 kB gzipped, Preact with its compat layer is ~10 kB).
// The code is written against React's API and types; these aliases swap the runtime underneath.
const PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// `pnpm dev` names the gateway it started (its PORT setting); 8080 is the gateway's default.
const devGateway = process.env.PITBOSS_GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig(({ command }) => ({
  // Fast Refresh is React's own and does not drive Preact: in development an edit reloads the page.
  plugins: [oneLodash(), quillToolbarIcons(), react({ refreshExclude: /./ }), signedInPreload()],
  resolve: {
    conditions: ['source'],
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }, ...PREACT]
        : PREACT,
  },
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
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
}));
