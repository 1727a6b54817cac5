// `npm test`: install, build, typecheck, lint, then every test suite (unit, integration,
// end-to-end in Chromium). Works on a fresh machine with only Node and npm (root for apt-get).
import { existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { recordBuild } from './build-stamp.mjs';
import { ROOT, ensureChromium, install, log, pnpm, run } from './lib.mjs';
import { playwrightCounts, suiteProblems, tapCounts, vitestCounts } from './test-counts.mjs';

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

// Operations: compose validation, the images built and the stacks run under Docker, npm start,
// scale-out on Postgres; the log search (LAST_OPS) runs on its own after the end-to-end suite.
const OPS_DIR = join(ROOT, 'tests', 'ops');
const LAST_OPS = 'log-hygiene.test.mjs';
const opsFiles = () =>
  readdirSync(OPS_DIR).filter((f) => f.endsWith('.test.mjs') && f !== LAST_OPS);

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

/** Adds one suite's figures; a suite that skipped tests or found none fails the run. */
function tally(suite, counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  failures.push(...suiteProblems(suite, counts));
}

function count(pkg, file) {
  if (!existsSync(file)) return false;
  tally(pkg, vitestCounts(JSON.parse(readFileSync(file, 'utf8'))));
  return true;
}

/**
 * Every `scripts/checks/*.mjs` is a static check: it prints what it found and exits non-zero on
 * a problem. All of them run (one failing does not hide the next), and the suites still run.
 */
async function staticChecks() {
  const dir = join(ROOT, 'scripts', 'checks');
  const checks = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.mjs'))
        .sort()
    : [];
  for (const check of checks) {
    try {
      await step(`check ${check}`, () =>
        run(process.execPath, [join(dir, check)], { timeoutMs: 10 * MIN }),
      );
    } catch (err) {
      failures.push(`check ${check}: ${err.message}`);
    }
  }
}

try {
  await step('install', install);
  await step('chromium', ensureChromium);
  await step('build', async () => {
    await pnpm(['-r', 'build']);
    // The same record `npm start` keeps: a later `npm start` in this checkout builds nothing again.
    recordBuild();
  });
  await step('typecheck', () => pnpm(['-r', 'typecheck']));
  await step('lint', () => pnpm(['lint']));
  await step('format (prettier --check)', () => pnpm(['exec', 'prettier', '--check', '.']));
  await step('unused files, exports and dependencies (knip)', () =>
    pnpm(['exec', 'knip', '--include', KNIP_CHECKS]),
  );
  await staticChecks();

  // The gateway's database tests also run against a real Postgres (a throwaway cluster).
  const { startPostgres } = await import('./postgres.mjs');
  let postgres = null;
  try {
    postgres = await startPostgres();
  } catch (err) {
    failures.push(`postgres for the gateway tests: ${err.message}`);
  }

  // Two lanes. The gateway's suite runs its files one at a time and keeps one core busy; beside
  // it, on the other, run the other packages' suites and then the operations tests. The second
  // lane's output goes to files, printed once both lanes are done, so neither is interleaved.
  const env = { ...process.env };
  if (postgres) env.PITBOSS_TEST_DATABASE_URL = postgres.url;
  const besideLogs = [];
  const beside = async () => {
    for (const pkg of VITEST_PACKAGES.filter((p) => p !== 'gateway')) {
      await vitestSuite(pkg, { output: besideLog(pkg, besideLogs) });
    }
    await opsRun(
      'ops',
      opsFiles(),
      'operations (compose, Docker images and stacks, npm start, scale-out)',
      besideLog('ops', besideLogs),
    );
  };
  await Promise.all([vitestSuite('gateway', { env }), beside()]);
  for (const { name, path } of besideLogs) {
    log(`── output of ${name}`);
    process.stdout.write(readFileSync(path));
  }
  postgres?.stop();

  const e2eReport = join(reportDir, 'e2e.json');
  try {
    await step('test end-to-end (Chromium)', () =>
      pnpm(['--filter', '@pitboss/tests', 'run', 'test'], {
        env: { ...process.env, E2E_JSON_REPORT: e2eReport },
        timeoutMs: 45 * MIN,
      }),
    );
  } catch (err) {
    failures.push(`e2e: ${err.message}`);
  }
  if (existsSync(e2eReport)) {
    tally('e2e', playwrightCounts(JSON.parse(readFileSync(e2eReport, 'utf8'))));
  } else {
    failures.push('e2e: no test report was written');
  }

  // In a run of its own, last: the logs of the whole run searched for secrets (Node's runner
  // orders the files it is given by name, so it cannot share the other operations tests' run).
  await opsRun('ops-logs', [LAST_OPS], 'operations: the logs of the whole run');
} catch (err) {
  failures.push(err.message);
}

/** A suite's output file in the report folder, printed once the run's lanes are done. */
function besideLog(name, logs) {
  const path = join(reportDir, `${name}.log`);
  logs.push({ name, path });
  return openSync(path, 'w');
}

/** Spawn options sending a suite's output to `output`, a file descriptor, when one is given. */
function outputTo(output) {
  return output === undefined ? {} : { stdio: ['ignore', output, output] };
}

/** One package's Vitest suite; `output`, a file descriptor, takes its output instead of stdout. */
async function vitestSuite(pkg, { env = process.env, output } = {}) {
  const report = join(reportDir, `${pkg}.json`);
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
        {
          env,
          // the gateway's suite takes 9–14 minutes here, more on a loaded machine
          timeoutMs: (pkg === 'gateway' ? 40 : 25) * MIN,
          ...outputTo(output),
        },
      ),
    );
  } catch (err) {
    failures.push(`${pkg}: ${err.message}`);
  }
  if (!count(pkg, report)) failures.push(`${pkg}: no test report was written`);
}

async function opsRun(name, files, title, output) {
  const tap = join(reportDir, `${name}.tap`);
  try {
    await step(`test ${title}`, () =>
      run(
        process.execPath,
        [
          '--test',
          '--test-concurrency=1',
          '--test-reporter=spec',
          '--test-reporter-destination=stdout',
          '--test-reporter=tap',
          `--test-reporter-destination=${tap}`,
          ...files.map((f) => join('ops', f)),
        ],
        {
          cwd: join(ROOT, 'tests'),
          timeoutMs: 30 * MIN,
          ...outputTo(output),
        },
      ),
    );
  } catch (err) {
    failures.push(`${title}: ${err.message}`);
  }
  if (existsSync(tap)) {
    tally(name, tapCounts(readFileSync(tap, 'utf8')));
  } else {
    failures.push(`${title}: no test report was written`);
  }
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
for (const f of failures) log(`FAILED ${f}`);
log(`all suites finished in ${minutes} min`);
// The plain closing line CI reads.
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
