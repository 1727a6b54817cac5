// No password or token in any log line: every log the run keeps (scripts/run-logs.mjs: the
// end-to-end stack's, the scale-out gateways' and HAProxy's, npm start's, the containers' of the
// Docker tests) is searched for the seeded passwords and token fragments. It runs last; a log
// that is missing fails it, since what was never written cannot be vouched for.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startBanner } from '../../scripts/lib.mjs';
import { RUN_LOG_DIR, RUN_LOGS, runLogPath } from '../../scripts/run-logs.mjs';

// The seeded users' passwords and those the tests give the administrators they make.
const SECRETS = [
  'Admin123!',
  'Welcome123!',
  'Viewer123!',
  'NewHire123!',
  'Second123!',
  'Curator123!',
  'Temp12345!',
];
// A JWT is three base64url parts, the first two starting with eyJ ({").
const JWT = /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}/;

test('every log of the run was written', () => {
  const missing = Object.values(RUN_LOGS).filter((name) => !existsSync(join(RUN_LOG_DIR, name)));
  assert.deepEqual(
    missing,
    [],
    `missing from ${RUN_LOG_DIR} (the e2e suite and the other operations tests write them)`,
  );
});

test('the end-to-end run logged, as JSON lines with request ids', () => {
  const lines = readFileSync(runLogPath('e2eStack'), 'utf8').split('\n');
  const gatewayJson = lines
    .filter((l) => l.includes('gateway'))
    .map((l) => l.replace(/^.*?\|\S*\s/, ''))
    .filter((l) => l.startsWith('{'));
  assert.ok(gatewayJson.length > 20, 'the gateway wrote structured log lines');
  const withRequestId = gatewayJson.map((l) => JSON.parse(l)).filter((r) => r.reqId);
  assert.ok(withRequestId.length > 10, 'request log lines carry a request id');
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-/;
  assert.ok(
    withRequestId.every((r) => uuid.test(r.reqId) || r.reqId.length >= 8),
    'request ids are unique tokens',
  );
  const withUser = withRequestId.filter((r) => r.user === 'admin');
  assert.ok(withUser.length > 0, "signed-in requests' log lines name the user");
});

// `npm start`'s banner names the local pool's seeded administrator on purpose, and only it
const BANNER = new RegExp(
  startBanner('\0')
    .replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
    .replace('\0', 'http://\\S+'),
  'g',
);

test('no seeded password and no token appears in any log', () => {
  const logs = readdirSync(RUN_LOG_DIR)
    .filter((f) => f.endsWith('.log'))
    .map((f) => join(RUN_LOG_DIR, f));
  assert.ok(logs.length > 0, `no log in ${RUN_LOG_DIR}`);
  for (const file of logs) {
    const text = readFileSync(file, 'utf8').replace(BANNER, '');
    for (const secret of SECRETS) assert.ok(!text.includes(secret), `${file} contains a password`);
    const jwt = text.match(JWT);
    assert.equal(jwt, null, `${file} contains a token fragment: ${jwt?.[0].slice(0, 24)}…`);
    assert.ok(
      !/pitboss_session=[A-Za-z0-9_-]{16,}/.test(text),
      `${file} contains a session cookie`,
    );
  }
});
