// One flat config for the whole workspace. Package boundaries (ARCHITECTURE.md "Packages")
// and the web layers (components/lib -> features -> app) are enforced here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Each web feature is a closed box: it may use components/, lib/ and contracts, never another
// feature (the app layer composes them).
const webFeatures = readdirSync(new URL('./packages/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const noFeatureImportsAnother = webFeatures.map((feature) => ({
  target: `./packages/web/src/features/${feature}`,
  from: './packages/web/src/features',
  except: [`./${feature}`],
  message: `The ${feature} feature must not import another feature: move what both need to components/ or lib/, or compose them in app/.`,
}));

const otherPackagesSrc = (self) =>
  ['contracts', 'gateway', 'web', 'sandbox', 'client']
    .filter((p) => p !== self)
    .map((p) => ({
      target: `./packages/${self}`,
      // Their files, not their entries: `@pitboss/x` resolves to packages/x/dist.
      from: [`./packages/${p}/src`, `./packages/${p}/test`],
      message: `Import @pitboss/${p} through its package entry, never its files.`,
    }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/coverage/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/.cognito/**',
      'tests/artifacts/**',
      'packages/gateway/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    // Without a resolver that knows TypeScript's extensions, `import-x/no-restricted-paths` cannot
    // resolve `./x` to `x.ts(x)` and silently lets every such import through.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] }),
      ],
    },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...otherPackagesSrc('contracts'),
            ...otherPackagesSrc('gateway'),
            ...otherPackagesSrc('sandbox'),
            ...otherPackagesSrc('web'),
            ...otherPackagesSrc('client'),
            // web layers: shared code never reaches features or app; features never reach app.
            {
              target: ['./packages/web/src/components', './packages/web/src/lib'],
              from: ['./packages/web/src/features', './packages/web/src/app'],
              message: 'Shared web code must not depend on features or app.',
            },
            {
              target: './packages/web/src/features',
              from: './packages/web/src/app',
              message: 'Features must not depend on app.',
            },
            ...noFeatureImportsAnother,
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@pitboss/*/src/*', '@pitboss/*/dist/*'],
              message: 'Import a workspace package through its entry.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app's modules form no cycle (a cycle makes the order modules run in depend on which
    // one is imported first, and ties the chunks of the build together).
    files: ['packages/web/src/**/*.{ts,tsx}'],
    // no-cycle follows an import only into files it knows how to parse
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod($|/)|\\.)',
              message: 'contracts may import zod only (ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // The rules of hooks, both as errors. The plugin's React Compiler rules stay off: the app
      // does not build with the React Compiler.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@pitboss/gateway', '@pitboss/gateway/*'],
              allowTypeImports: true,
              message: 'web may import only the AppRouter type from the gateway.',
            },
            {
              group: ['@pitboss/sandbox', '@pitboss/sandbox/*'],
              message: 'web must not import the sandbox.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/gateway/src/**/*.ts'],
    rules: {
      // One HTTP client to the admin API: upstream/client.ts, on undici's agent and interceptors.
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message:
            'Call the admin API through app.upstream (upstream/client.ts); fetch is for the identity service alone.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@pitboss/sandbox', '@pitboss/web'],
              message: 'gateway may import contracts only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/sandbox/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@pitboss/gateway', '@pitboss/web'],
              message: 'sandbox may import contracts only.',
            },
          ],
        },
      ],
    },
  },
);
