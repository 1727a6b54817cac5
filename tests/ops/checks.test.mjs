// The repository checks of scripts/checks/ find what they are for, and pass on the repository's
// own configuration docs and compose file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ROOT } from '../../scripts/lib.mjs';
import { configProblems } from '../../scripts/checks/config-docs.mjs';
import { findProcessWords } from '../../scripts/checks/words.mjs';

const words = (files) => findProcessWords(Object.keys(files), (f) => files[f]);
// The fixtures name sessions, issues and dates; they are written with `S`, `I`, `N` and `D` in
// place of those words, so that a plain search of the repository for them finds the product only.
const fixture = (text) =>
  text
    .replaceAll('S ', 'session ')
    .replaceAll('I ', 'issue ')
    .replaceAll('N ', 'Nov ')
    .replaceAll('P ', 'spec ');

test('process words: history, diary dates and spec citations in prose, comments and test names', () => {
  const hits = words({
    'a.md': fixture('Measured in S 12, see I 19 and #41.\n\nOn 26 N 2026 it was fast (P 1 §5).\n'),
    'b.ts': [
      fixture('// the rule of P 2 §7'),
      "const url = 'http://example.com/#12';",
      fixture("it('I 16: keeps rows', () => {});"),
      '/** Written 2026-11-27. */',
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
    'a.md': fixture('The CLI prints `#12 → #3`:\n\n```sh\npitboss codes stats VIP283 # S 1\n```\n'),
    'b.ts': [
      "const label = 'Ses' + 'sion 2 of 3';",
      '/** A stored timestamp, e.g. `1 Jan 2026, 11:00 CET`. */',
      '/** "Ada Admin updated a table (" + "#42)". */',
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
