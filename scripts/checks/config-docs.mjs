// Every configuration variable is documented, and every variable of the gateway and the sandbox
// reaches its container. Reads the zod configuration schemas (the keys of `envSchema` in
// packages/gateway/src/config/env-schema.ts and packages/sandbox/src/config.ts, parsed with TypeScript), the
// other variables the code reads by name, docs/configuration.md's tables
// and docker-compose.yml's `environment:` blocks, and fails naming each gap.
//   node scripts/checks/config-docs.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib.mjs';

const ts = createRequire(join(ROOT, 'package.json'))('typescript');
const read = (file) => readFileSync(join(ROOT, file), 'utf8');

/** Where each process's configuration schema (`const envSchema = z.object({...})`) lives. */
export const SCHEMA_FILES = {
  gateway: 'packages/gateway/src/config/env-schema.ts',
  sandbox: 'packages/sandbox/src/config.ts',
};

/** The property names of `const envSchema = z.object({...})` in a TypeScript file. */
export function schemaKeys(file, text = read(file)) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const keys = [];
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === 'envSchema' &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isObjectLiteralExpression(node.initializer.arguments[0])
    ) {
      for (const p of node.initializer.arguments[0].properties) keys.push(p.name.getText());
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (keys.length === 0) throw new Error(`${file}: no \`const envSchema = z.object({...})\` found`);
  return keys;
}

/** Variables code reads by name: a property of `env` or `process.env`, or a named lookup. */
function readVariables(files) {
  const names = new Set();
  for (const file of files) {
    const text = read(file);
    for (const m of text.matchAll(/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]*[A-Z0-9_])\b/g))
      names.add(m[1]);
    // a helper handed the environment and a name: port(env, 'VITE_PORT', 5173)
    for (const m of text.matchAll(/\benv,\s*'([A-Z][A-Z0-9_]*)'/g)) names.add(m[1]);
    // a table of variable names looked up by key (the theme media templates)
    for (const m of text.matchAll(/:\s*'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+_URL)'/g)) names.add(m[1]);
  }
  return names;
}

const tracked = (prefix, pattern) =>
  execFileSync('git', ['ls-files', '-z', prefix], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((f) => pattern.test(f) && !/\.(test|spec)\.[mc]?[jt]sx?$/.test(f));

/** Names in the first column of docs/configuration.md's tables (`NAME`, or `PREFIX_*`). */
function documentedNames(text) {
  const names = new Set();
  for (const line of text.split('\n')) {
    const first = line.match(/^\|\s*([^|]*)\|/)?.[1] ?? '';
    for (const m of first.matchAll(/`([A-Z][A-Z0-9_]*\*?)`/g)) names.add(m[1]);
  }
  return names;
}

const isDocumented = (name, documented) =>
  documented.has(name) ||
  [...documented].some((d) => d.endsWith('*') && name.startsWith(d.slice(0, -1)));

/** `KEY: value` lines of a service's `environment:` block in docker-compose.yml. */
function composeEnvironment(text, service) {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l === `  ${service}:`);
  if (start < 0) throw new Error(`docker-compose.yml: no service ${service}`);
  const env = new Map();
  let inEnv = false;
  for (const line of lines.slice(start + 1)) {
    if (/^ {2}\S/.test(line) || /^\S/.test(line)) break;
    if (/^ {4}\S/.test(line)) inEnv = line.trim() === 'environment:';
    else if (inEnv) {
      const m = line.match(/^ {6}([A-Z][A-Z0-9_]*):\s*(.*)$/);
      if (m) env.set(m[1], m[2]);
    }
  }
  return env;
}

/**
 * Set by the image or the compose file itself, never from `.env`: the container's own port,
 * address and folders, and local mode's identity, which only the local profile provides.
 */
export const FIXED_IN_CONTAINER = {
  gateway: [
    'PORT',
    'HOST',
    'GATEWAY_DATA_DIR',
    'WEB_DIST_DIR',
    'COGNITO_ENDPOINT',
    'COGNITO_IDENTITY_FILE',
    'AUTH_BYPASS',
    'AUTH_BYPASS_USERNAME',
    'AUTH_BYPASS_PASSWORD',
  ],
  sandbox: [
    'SANDBOX_PORT',
    'SANDBOX_HOST',
    'SANDBOX_DATA_DIR',
    'SANDBOX_IDENTITY_FILE',
    'SANDBOX_PUBLIC_URL',
    'SANDBOX_DEMO_URL',
  ],
};

/** Read by Node (its test runner too), glibc or the shell rather than by Pitboss. */
const NOT_OURS = new Set(['HOME', 'CI', 'NODE_OPTIONS', 'NODE_TEST_CONTEXT']);

export function configProblems({
  docs = read('docs/configuration.md'),
  compose = read('docker-compose.yml'),
} = {}) {
  const gateway = new Set([
    ...schemaKeys(SCHEMA_FILES.gateway),
    ...readVariables(['packages/gateway/src/config-media.ts']),
  ]);
  const sandbox = new Set(schemaKeys(SCHEMA_FILES.sandbox));
  const others = readVariables([
    ...tracked('packages', /^packages\/[^/]+\/(src\/.*\.[mc]?tsx?|vite\.config\.ts)$/),
    ...tracked('scripts', /\.mjs$/),
    ...tracked('docker', /\.mjs$/),
    ...tracked('tests', /\.(mjs|ts)$/),
  ]);
  const documented = documentedNames(docs);
  const problems = [];
  for (const name of [...new Set([...gateway, ...sandbox, ...others])].sort()) {
    if (NOT_OURS.has(name)) continue;
    if (!isDocumented(name, documented))
      problems.push(`${name}: read by the code but not documented in docs/configuration.md`);
  }
  for (const [service, keys] of [
    ['gateway', gateway],
    ['sandbox', sandbox],
  ]) {
    const env = composeEnvironment(compose, service);
    for (const name of keys) {
      if (FIXED_IN_CONTAINER[service].includes(name)) continue;
      const value = env.get(name);
      if (value === undefined || !value.includes(`\${${name}`))
        problems.push(
          `${name}: does not reach the ${service} container (docker-compose.yml: ${name}: \${${name}:-})`,
        );
    }
  }
  // and nothing documented that nothing reads any more
  const read = new Set([...gateway, ...sandbox, ...others]);
  for (const name of [...documented].sort()) {
    if (name.endsWith('*') || read.has(name) || NOT_OURS.has(name)) continue;
    if (new RegExp(`\\$\\{${name}\\b`).test(compose)) continue;
    problems.push(`${name}: documented in docs/configuration.md but read by nothing`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = configProblems();
  for (const line of problems) console.log(line);
  if (problems.length > 0) {
    console.error(
      `${problems.length} configuration variable(s) undocumented or not passed through`,
    );
    process.exit(1);
  }
  console.log('every configuration variable is documented and reaches its container');
}
