// No password or token in any log line: the logs of the whole end-to-end run (and of the other
// operations tests' stacks) are searched for the seeded passwords and token fragments.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';

const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');
const SECRETS = ['Admin123!', 'Welcome123!', 'Viewer123!', 'NewHire123!'];
// A JWT is three base64url parts, the first two starting with eyJ ({").
const JWT = /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}/;

test('the end-to-end run logged, as JSON lines with request ids', () => {
  const log = join(ARTIFACTS, 'stack.log');
  assert.ok(
    existsSync(log),
    'the e2e run writes tests/artifacts/stack.log (run the e2e suite first)',
  );
  const lines = readFileSync(log, 'utf8').split('\n');
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

test('no seeded password and no token appears in any log', () => {
  const logs = readdirSync(ARTIFACTS)
    .filter((f) => f.endsWith('.log'))
    .map((f) => join(ARTIFACTS, f));
  assert.ok(logs.length > 0);
  for (const file of logs) {
    const text = readFileSync(file, 'utf8');
    for (const secret of SECRETS) assert.ok(!text.includes(secret), `${file} contains a password`);
    const jwt = text.match(JWT);
    assert.equal(jwt, null, `${file} contains a token fragment: ${jwt?.[0].slice(0, 24)}…`);
    assert.ok(
      !/pitboss_session=[A-Za-z0-9_-]{16,}/.test(text),
      `${file} contains a session cookie`,
    );
  }
});
