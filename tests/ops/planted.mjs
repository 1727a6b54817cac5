// Runs a suite's own runner, with the package's own configuration, on a folder of planted tests,
// and reads its report with the counting code `npm test` uses (scripts/test-counts.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from '../../scripts/lib.mjs';
import {
  playwrightCounts,
  suiteProblems,
  tapCounts,
  vitestCounts,
} from '../../scripts/test-counts.mjs';

/** A folder holding `files` ({relative path: text}), removed by `done()`. */
function plant(files, parent = tmpdir()) {
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'planted-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return { dir, done: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The web package's tests (`vitest run` with packages/web/vitest.config.ts) rooted at a folder of
 * planted files; the planted tests use Vitest's globals, so they import nothing.
 */
export function plantedWebRun(files) {
  const web = join(ROOT, 'packages', 'web');
  const { dir, done } = plant(files);
  try {
    const report = join(dir, 'report.json');
    const r = spawnSync(
      // the workspace's Vitest, as `pnpm --filter @pitboss/web run test` finds it
      join(ROOT, 'node_modules', '.bin', 'vitest'),
      [
        'run',
        '--config',
        join(web, 'vitest.config.ts'),
        '--root',
        dir,
        '--globals',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { cwd: web, encoding: 'utf8', env: { ...process.env, CI: '' } },
    );
    const counts = existsSync(report)
      ? vitestCounts(JSON.parse(readFileSync(report, 'utf8')))
      : null;
    return {
      status: r.status,
      output: r.stdout + r.stderr,
      counts,
      problems: counts && suiteProblems('web', counts),
    };
  } finally {
    done();
  }
}

/**
 * The end-to-end suite's configuration (tests/playwright.config.ts) on a folder of planted specs
 * that open no page, so neither the stack nor Chromium is started.
 */
export function plantedPlaywrightRun(files) {
  const tests = join(ROOT, 'tests');
  const { dir, done } = plant(
    {
      ...files,
      'planted.config.ts': [
        "import config from '../../playwright.config.js';",
        'export default {',
        '  ...config,',
        "  testDir: '.',",
        '  globalSetup: undefined,',
        "  reporter: [['json', { outputFile: 'report.json' }]],",
        "  projects: [{ name: 'planted' }],",
        '};',
        '',
      ].join('\n'),
    },
    join(tests, 'artifacts'),
  );
  try {
    const r = spawnSync(
      join(tests, 'node_modules', '.bin', 'playwright'),
      ['test', '--config', join(dir, 'planted.config.ts')],
      { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: '' } },
    );
    const report = join(dir, 'report.json');
    const counts = existsSync(report)
      ? playwrightCounts(JSON.parse(readFileSync(report, 'utf8')))
      : null;
    return {
      status: r.status,
      output: r.stdout + r.stderr,
      counts,
      problems: counts && suiteProblems('e2e', counts),
    };
  } finally {
    done();
  }
}

/** This process's environment without the variable that tells Node's runner it is nested. */
function withoutTestContext() {
  const env = { ...process.env };
  delete env.NODE_TEST_CONTEXT;
  return env;
}

/** Node's test runner as `npm test` runs the operations suite (no --test-only), TAP read back. */
export function plantedNodeRun(files) {
  const { dir, done } = plant(files);
  try {
    const r = spawnSync(
      process.execPath,
      ['--test', '--test-reporter=tap', ...Object.keys(files).map((f) => join(dir, f))],
      // run as a suite of its own, not as a part of the test file that plants it
      { cwd: dir, encoding: 'utf8', env: withoutTestContext() },
    );
    const counts = tapCounts(r.stdout);
    return {
      status: r.status,
      output: r.stdout + r.stderr,
      counts,
      problems: suiteProblems('operations', counts),
    };
  } finally {
    done();
  }
}
