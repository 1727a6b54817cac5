// Structure check: no source file over 300 lines, and no import cycles.
//
// A source file is a .ts, .tsx, .mts, .cts, .js, .mjs or .cjs file under packages/*/src or
// scripts/ (stylesheets, JSON, SQL migrations and drizzle's generated meta are not source).
// Cycles are found by ESLint's `import-x/no-cycle` (eslint-plugin-import-x, already the
// workspace's import linter), run alone over the same files with the workspace's resolver taught
// that a `./x.js` import names `x.ts` (TypeScript's ESM style). Type-only imports vanish at
// build time and are not cycles.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { createNodeResolver } from 'eslint-plugin-import-x';
import { ROOT } from '../lib.mjs';

export const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'meta', '.data', '.cognito']);

function walk(dir, out = []) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    const full = join(dir, e.name);
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name)) walk(full, out);
    } else if (SOURCE.test(e.name)) out.push(full);
  }
  return out;
}

export function sourceFiles() {
  const packages = readdirSync(join(ROOT, 'packages'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(ROOT, 'packages', d.name, 'src'));
  return [...packages, join(ROOT, 'scripts')].flatMap((dir) => walk(dir)).sort();
}

function lineCount(file) {
  const text = readFileSync(file, 'utf8');
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

async function cycles(files) {
  const eslint = new ESLint({
    cwd: ROOT,
    ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-cycle',
    overrideConfig: {
      settings: {
        // Without these, no-cycle does not read a resolved .ts file and finds nothing.
        'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
        'import-x/resolver-next': [
          createNodeResolver({
            extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
            extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
          }),
        ],
      },
      rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
    },
  });
  const results = await eslint.lintFiles(files);
  return results.flatMap((r) =>
    r.messages
      .filter((m) => m.ruleId === 'import-x/no-cycle' || m.fatal)
      .map((m) => `${relative(ROOT, r.filePath)}:${m.line}  ${m.message}`),
  );
}

const files = sourceFiles();
const long = files
  .map((f) => ({ file: relative(ROOT, f), lines: lineCount(f) }))
  .filter((f) => f.lines > MAX_LINES)
  .sort((a, b) => b.lines - a.lines);
const found = await cycles(files);

console.log(`structure: ${files.length} source files read (packages/*/src, scripts)`);
if (long.length) {
  console.log(`structure: ${long.length} source file(s) over ${MAX_LINES} lines:`);
  for (const f of long) console.log(`  ${f.file}: ${f.lines} lines`);
}
if (found.length) {
  console.log(`structure: ${found.length} import(s) closing a cycle:`);
  for (const c of found) console.log(`  ${c}`);
}
if (long.length || found.length) process.exit(1);
console.log(`structure: no file over ${MAX_LINES} lines, no import cycle`);
