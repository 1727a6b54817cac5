// `npm test`: install, build, typecheck, lint, then every test suite (unit, integration,
// end-to-end in Chromium). Works on a fresh machine with only Node and npm (root for apt-get).
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureChromium, install, log, pnpm, run } from './lib.mjs';

const started = Date.now();
// Each suite's time limit: a hang fails that suite with the reason and the run goes on.
const MIN = 60_000;
const step = async (name, fn) => {
  const t = Date.now();
  log(`── ${name}`);
  await fn();
  log(`── ${name}: done in ${((Date.now() - t) / 1000).toFixed(1)} s`);
};

// Each suite writes a JSON report; the totals are printed at the end.
const reportDir = join(ROOT, 'test-results');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

// What knip checks (see knip.json).
const KNIP_CHECKS =
  'files,exports,types,dependencies,devDependencies,optionalPeerDependencies,unlisted,binaries,unresolved';

const VITEST_PACKAGES = ['contracts', 'sandbox', 'gateway', 'client', 'web'];
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function count(file) {
  if (!existsSync(file)) return false;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests ?? 0;
  totals.failed += r.numFailedTests ?? 0;
  totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  return true;
}

try {
  await step('install', install);
  await step('chromium', ensureChromium);
  await step('build', () => pnpm(['-r', 'build']));
  await step('typecheck', () => pnpm(['-r', 'typecheck']));
  await step('lint', () => pnpm(['-r', 'lint']));
  await step('format (prettier --check)', () => pnpm(['exec', 'prettier', '--check', '.']));
  await step('unused files, exports and dependencies (knip)', () =>
    pnpm(['exec', 'knip', '--include', KNIP_CHECKS]),
  );

  // The gateway's database tests also run against a real Postgres (a throwaway cluster).
  const { startPostgres } = await import('./postgres.mjs');
  let postgres = null;
  try {
    postgres = await startPostgres();
  } catch (err) {
    failures.push(`postgres for the gateway tests: ${err.message}`);
  }

  for (const pkg of VITEST_PACKAGES) {
    const report = join(reportDir, `${pkg}.json`);
    const env = { ...process.env };
    if (pkg === 'gateway' && postgres) env.PITBOSS_TEST_DATABASE_URL = postgres.url;
    try {
      await step(`test ${pkg}`, () =>
        pnpm(
          [
            '--filter',
            `@pitboss/${pkg}`,
            'run',
            'test',
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${report}`,
          ],
          { env, timeoutMs: 25 * MIN },
        ),
      );
    } catch (err) {
      failures.push(`${pkg}: ${err.message}`);
    }
    if (!count(report)) failures.push(`${pkg}: no test report was written`);
  }
  postgres?.stop();

  const e2eReport = join(reportDir, 'e2e.json');
  try {
    await step('test end-to-end (Chromium)', () =>
      pnpm(['--filter', '@pitboss/tests', 'run', 'test'], {
        env: { ...process.env, E2E_JSON_REPORT: e2eReport },
        timeoutMs: 30 * MIN,
      }),
    );
  } catch (err) {
    failures.push(`e2e: ${err.message}`);
  }
  if (existsSync(e2eReport)) {
    const r = JSON.parse(readFileSync(e2eReport, 'utf8'));
    totals.passed += r.stats?.expected ?? 0;
    totals.failed += (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0);
    totals.skipped += r.stats?.skipped ?? 0;
  } else {
    failures.push('e2e: no test report was written');
  }

  // Operations: compose validation, the images built and the stacks run under Docker, npm start,
  // scale-out on Postgres, and the logs of the whole run searched for secrets (so this runs last).
  const opsDir = join(ROOT, 'tests', 'ops');
  const opsTap = join(reportDir, 'ops.tap');
  const opsFiles = readdirSync(opsDir)
    .filter((f) => f.endsWith('.test.mjs'))
    .sort((a, b) => (a === 'log-hygiene.test.mjs') - (b === 'log-hygiene.test.mjs'))
    .map((f) => join('ops', f));
  try {
    await step(
      'test operations (compose, Docker images and stacks, npm start, scale-out, logs)',
      () =>
        run(
          process.execPath,
          [
            '--test',
            '--test-concurrency=1',
            '--test-reporter=spec',
            '--test-reporter-destination=stdout',
            '--test-reporter=tap',
            `--test-reporter-destination=${opsTap}`,
            ...opsFiles,
          ],
          { cwd: join(ROOT, 'tests'), timeoutMs: 30 * MIN },
        ),
    );
  } catch (err) {
    failures.push(`operations: ${err.message}`);
  }
  if (existsSync(opsTap)) {
    const tap = readFileSync(opsTap, 'utf8');
    const n = (key) => Number(tap.match(new RegExp(`^# ${key} (\\d+)`, 'm'))?.[1] ?? 0);
    totals.passed += n('pass');
    totals.failed += n('fail') + n('cancelled');
    totals.skipped += n('skipped') + n('todo');
  } else {
    failures.push('operations: no test report was written');
  }
} catch (err) {
  failures.push(err.message);
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
for (const f of failures) log(`FAILED ${f}`);
log(`all suites finished in ${minutes} min`);
// The plain closing line CI reads.
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
