// How `npm test` reads each suite's report: the counts of passed, failed and skipped tests, and
// what makes a suite fail the run even when nothing failed. tests/ops/checks.test.mjs plants a
// skipped, a todo and a focused test and an empty test folder, and runs them through these.

/** Vitest's JSON report (`--reporter=json`); todo tests count as skipped. */
export function vitestCounts(report) {
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Playwright's JSON report; a flaky test (passed on a retry) counts as failed. */
export function playwrightCounts(report) {
  return {
    passed: report.stats?.expected ?? 0,
    failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0),
    skipped: report.stats?.skipped ?? 0,
  };
}

/** Node's test runner's TAP summary; a cancelled test counts as failed, a todo one as skipped. */
export function tapCounts(tap) {
  const n = (key) => Number(tap.match(new RegExp(`^# ${key} (\\d+)`, 'm'))?.[1] ?? 0);
  return {
    passed: n('pass'),
    failed: n('fail') + n('cancelled'),
    skipped: n('skipped') + n('todo'),
  };
}

/**
 * Why a suite fails the run besides its failed tests: a skipped or todo test did not run, so the
 * run cannot call it passed; a suite that reports no test at all tested nothing.
 */
export function suiteProblems(suite, { passed, failed, skipped }) {
  const problems = [];
  if (skipped > 0) problems.push(`${suite}: ${skipped} test(s) skipped or todo`);
  if (passed + failed + skipped === 0) problems.push(`${suite}: no tests were found`);
  return problems;
}
