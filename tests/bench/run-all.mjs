// `pnpm bench`: runs every benchmark in tests/bench, one after another (each starts its own
// stack), and prints one table: goal, measured, met?. A bench that fails shows as a failed row with
// its reason. Scripts, not tests: the exit code is non-zero only when a bench could not run.
//
//   pnpm bench                       every bench, full length (the soak alone takes 11 minutes)
//   pnpm bench --only cpu,bundle     some of them (names below)
//   BENCH_QUICK=1 pnpm bench         short runs (soak 30 s warm-up + 60 s, 3 s autocannon runs, 1 order-mode run)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARTIFACTS, load } from './lib.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
export const BENCHES = [
  ['cpu', 'gateway-cpu.mjs', 'gateway-cpu'],
  ['direct', 'gateway-vs-direct.mjs', 'gateway-vs-direct'],
  ['memory', 'memory-soak.mjs', 'memory-soak'],
  ['import', 'import-memory.mjs', 'import-memory'],
  ['floor', 'module-floor.mjs', 'module-floor'],
  ['relay', 'relay-fanout.mjs', 'relay-fanout'],
  ['stream', 'live-stream.mjs', 'live-stream'],
  ['order', 'order-mode.mjs', 'order-mode'],
  ['pages', 'catalogue-pages.mjs', 'catalogue-pages'],
  ['publish', 'publish-history.mjs', 'publish-history'],
  ['activity', 'activity-scale.mjs', 'activity-scale'],
  ['lighthouse', 'lighthouse.mjs', 'lighthouse'],
  ['bundle', 'bundle-size.mjs', 'bundle-size'],
  ['diff', 'catalogue-diff.mjs', 'catalogue-diff'],
  ['requests', 'admin-api-requests.mjs', 'admin-api-requests'],
];
const QUICK = {
  BENCH_CALLS: '150',
  BENCH_ROUNDS: '2',
  BENCH_DURATION: '4',
  BENCH_SOAK_SECONDS: '60',
  BENCH_WARMUP_SECONDS: '30',
  BENCH_SAMPLE_SECONDS: '10',
  BENCH_RUNS: '1',
  BENCH_STREAM_SECONDS: '5',
  BENCH_PAGE_CALLS: '30',
  BENCH_AUDIT_CALLS: '3',
};

const onlyArg = process.argv.indexOf('--only');
const only = onlyArg >= 0 ? (process.argv[onlyArg + 1] ?? '').split(',') : null;
const unknown = (only ?? []).filter((n) => !BENCHES.some(([name]) => name === n));
if (unknown.length > 0) {
  console.error(
    `unknown bench ${unknown.join(', ')}: choose from ${BENCHES.map(([n]) => n).join(', ')}`,
  );
  process.exit(2);
}
const env = { ...process.env };
if (process.env.BENCH_QUICK === '1')
  for (const [k, v] of Object.entries(QUICK)) env[k] = process.env[k] ?? v;

mkdirSync(ARTIFACTS, { recursive: true });
const rows = [];
let failures = 0;
for (const [name, script, artifact] of BENCHES) {
  if (only && !only.includes(name)) continue;
  const file = join(ARTIFACTS, `${artifact}.json`);
  rmSync(file, { force: true });
  console.log(`\n=== ${name} (${script}), load ${load()}`);
  const started = Date.now();
  const run = spawnSync(process.execPath, [join(HERE, script)], { env, stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (run.status !== 0 || !existsSync(file)) {
    failures += 1;
    rows.push({
      goal: `${name}: the bench failed (exit ${run.status ?? run.signal})`,
      target: '',
      measured: 'see its output above',
      met: false,
      load: load(),
    });
    continue;
  }
  const result = JSON.parse(readFileSync(file, 'utf8'));
  for (const r of result.rows) rows.push({ ...r, load: result.load, seconds });
}

const cell = (s) => String(s).replace(/\|/g, '\\|');
const lines = [
  '| goal | target | measured | met? | load (1/5/15 min) |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${cell(r.goal)} | ${cell(r.target)} | ${cell(r.measured)} | ${r.met ? 'yes' : '**no**'} | ${r.load} |`,
  ),
];
const table = lines.join('\n');
writeFileSync(join(ARTIFACTS, 'summary.md'), `${table}\n`);
console.log(`\n${table}\n`);
console.log(
  `${rows.filter((r) => r.met).length} of ${rows.length} goals met; table in tests/artifacts/bench/summary.md`,
);
if (failures > 0) process.exitCode = 1;
