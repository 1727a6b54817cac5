// The repository checks of scripts/checks/ find what they are for, and pass on the repository's
// own configuration docs and compose file; a skipped, todo or focused test, and a test folder
// with no test, make the run fail.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ROOT } from '../../scripts/lib.mjs';
import { configProblems } from '../../scripts/checks/config-docs.mjs';
import { findProcessWords } from '../../scripts/checks/words.mjs';
import { plantedNodeRun, plantedPlaywrightRun, plantedWebRun } from './planted.mjs';

const words = (files) => findProcessWords(Object.keys(files), (f) => files[f]);
// The fixtures hold the words and signs the checker looks for, written as the placeholders `S`,
// `I`, `N`, `P`, `H`, `Y` and `Q`, so that a plain search of the repository finds the product only.
const fixture = (text) =>
  text
    .replaceAll('S ', 'session ')
    .replaceAll('I ', 'issue ')
    .replaceAll('N ', 'Nov ')
    .replaceAll('P ', 'spec ')
    .replaceAll('H', String.fromCharCode(35))
    .replaceAll('Y', String(new Date().getUTCFullYear()))
    .replaceAll('Q', String.fromCharCode(167));

test('process words: history, diary dates and spec citations in prose, comments and test names', () => {
  const hits = words({
    'a.md': fixture('Measured in S 12, see I 19 and H41.\n\nOn 26 N Y it was fast (P 1 Q5).\n'),
    'b.ts': [
      fixture('// the rule of P 2 Q7'),
      fixture("const url = 'http://example.com/H12';"),
      fixture("it('I 16: keeps rows', () => {});"),
      fixture('/** Written Y-11-27. */'),
      'export const x = 1;',
    ].join('\n'),
    'c.yml': fixture('a: 1 # see S 3\n'),
  });
  assert.deepEqual(
    hits.map((h) => h.replace(/: "[^"]*"$/, '')),
    [
      'a.md:1: a work session',
      'a.md:1: an issue number',
      'a.md:1: a "#N" reference',
      'a.md:3: a citation of the spec',
      'a.md:3: a date',
      'b.ts:1: a citation of the spec',
      'b.ts:3: an issue number',
      'b.ts:4: a date',
      'c.yml:1: a work session',
    ],
  );
});

test('process words: code, strings the product shows and quoted examples are left alone', () => {
  const hits = words({
    'a.md': fixture('The CLI prints `H12 → H3`:\n\n```sh\npitboss codes stats VIP283 H S 1\n```\n'),
    'b.ts': [
      "const label = 'Ses' + 'sion 2 of 3';",
      fixture('/** A stored timestamp, e.g. `1 Jan Y, 11:00 CET`. */'),
      fixture('/** "Ada Admin updated a table (" + "H42)". */'),
      "const css = '#333';",
    ].join('\n'),
  });
  assert.deepEqual(hits, []);
});

test('configuration docs: an undocumented variable and one that does not reach its container are named', () => {
  const docs = readFileSync(join(ROOT, 'docs/configuration.md'), 'utf8');
  const compose = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
  assert.deepEqual(configProblems({ docs, compose }), []);

  const undocumented = docs.replace(/^\| `METRICS_TOKEN`.*\n/m, '');
  assert.notEqual(undocumented, docs);
  assert.deepEqual(configProblems({ docs: undocumented, compose }), [
    'METRICS_TOKEN: read by the code but not documented in docs/configuration.md',
  ]);

  const dropped = compose.replace(/^ {6}METRICS_TOKEN: .*\n/m, '');
  assert.notEqual(dropped, compose);
  assert.deepEqual(configProblems({ docs, compose: dropped }), [
    'METRICS_TOKEN: does not reach the gateway container (docker-compose.yml: METRICS_TOKEN: ${METRICS_TOKEN:-})',
  ]);

  const stale = `${docs}\n| \`PITBOSS_NO_SUCH_SETTING\` | none | nothing | — |\n`;
  assert.deepEqual(configProblems({ docs: stale, compose }), [
    'PITBOSS_NO_SUCH_SETTING: documented in docs/configuration.md but read by nothing',
  ]);
});

const webTest = (modifier) =>
  `describe('planted', () => {\n  it('runs', () => {});\n  it${modifier}('planted', () => {});\n});\n`;

test('web: a skipped or todo test fails the run; a focused test fails the suite; no test file fails it too', () => {
  const skipped = plantedWebRun({ 'src/a.test.ts': webTest('.skip') });
  assert.deepEqual(skipped.counts, { passed: 1, failed: 0, skipped: 1 }, skipped.output);
  assert.deepEqual(skipped.problems, ['web: 1 test(s) skipped or todo']);

  const todo = plantedWebRun({ 'src/a.test.ts': webTest('.todo') });
  assert.deepEqual(todo.problems, ['web: 1 test(s) skipped or todo'], todo.output);

  const focused = plantedWebRun({ 'src/a.test.ts': webTest('.only') });
  // Vitest refuses it (allowOnly: false): the focused test fails, and with it the suite
  assert.notEqual(focused.status, 0, focused.output);
  assert.equal(focused.counts.failed, 1, focused.output);

  const empty = plantedWebRun({ 'src/.keep': '' });
  // Vitest fails a run that finds no test file, and the count says so too
  assert.notEqual(empty.status, 0, empty.output);
  assert.deepEqual(empty.problems, ['web: no tests were found']);

  // the same folder with its test left alone passes: the failures above are the planted ones'
  const plain = plantedWebRun({ 'src/a.test.ts': webTest('') });
  assert.equal(plain.status, 0, plain.output);
  assert.deepEqual(plain.problems, []);
});

const spec = (modifier) =>
  [
    "import { test } from '@playwright/test';",
    "test('runs', () => {});",
    `test${modifier}('planted', () => {});`,
    '',
  ].join('\n');

test('end-to-end: a focused test is refused by the configuration, a skipped one fails the run', () => {
  const focused = plantedPlaywrightRun({ 'a.spec.ts': spec('.only') });
  assert.notEqual(focused.status, 0, focused.output);
  assert.match(focused.output, /forbidOnly/);

  const skipped = plantedPlaywrightRun({ 'a.spec.ts': spec('.skip') });
  assert.deepEqual(skipped.counts, { passed: 1, failed: 0, skipped: 1 }, skipped.output);
  assert.deepEqual(skipped.problems, ['e2e: 1 test(s) skipped or todo']);
});

const nodeTest = (modifier) =>
  `import { test } from 'node:test';\ntest('runs', () => {});\ntest${modifier}('planted', () => {});\n`;

test('operations: a skipped or todo test fails the run; a focused one cannot narrow it', () => {
  const skipped = plantedNodeRun({ 'a.test.mjs': nodeTest('.skip') });
  assert.deepEqual(skipped.problems, ['operations: 1 test(s) skipped or todo'], skipped.output);
  const todo = plantedNodeRun({ 'a.test.mjs': nodeTest('.todo') });
  assert.deepEqual(todo.problems, ['operations: 1 test(s) skipped or todo'], todo.output);
  // without --test-only (as npm test runs it) both tests run
  const focused = plantedNodeRun({ 'a.test.mjs': nodeTest('.only') });
  assert.deepEqual(focused.counts, { passed: 2, failed: 0, skipped: 0 }, focused.output);
  assert.deepEqual(focused.problems, []);
});

test("every end-to-end spec takes its test from fixtures.ts, whose fixture clears the sandbox's faults after each test", () => {
  const dir = join(ROOT, 'tests', 'e2e');
  const specs = readdirSync(dir).filter((f) => /\.(spec|setup)\.ts$/.test(f));
  assert.ok(specs.length > 10, specs.join(', '));
  const own = specs.filter((f) => {
    const text = readFileSync(join(dir, f), 'utf8');
    return (
      !/import \{[^}]*\btest\b[^}]*\} from '\.\/fixtures\.js'/.test(text) ||
      /import \{[^}]*\btest\b[^}]*\} from '@playwright\/test'/.test(text)
    );
  });
  assert.deepEqual(own, [], 'specs with a test of their own, without the faults cleared');
  const fixtures = readFileSync(join(dir, 'fixtures.ts'), 'utf8');
  assert.match(fixtures, /faultsCleared: \[[\s\S]*method: 'DELETE'[\s\S]*\{ auto: true \}/);
});
