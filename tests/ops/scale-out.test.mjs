// Scale-out: three gateway processes on one throwaway Postgres behind Debian's HAProxy (a real
// load balancer: round-robin, websockets, no sticky sessions), with cognito-local and the sandbox.
// They must behave as one: sessions, change notices, sign-out, login limits, token refresh,
// migrations, losing an instance, and no readable token in the database.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { io } from 'socket.io-client';
import { ensureHaproxy, ROOT } from '../../scripts/lib.mjs';
import { startLocalStack } from '../../scripts/local-stack.mjs';
import { startPostgres } from '../../scripts/postgres.mjs';
import { runLog } from '../../scripts/run-logs.mjs';
import { freePort, sessionOf, signIn, signOut } from './support.mjs';

const work = mkdtempSync(join(tmpdir(), 'pitboss-scale-'));
const KEY = randomBytes(32).toString('base64');
const METRICS_TOKEN = randomBytes(24).toString('hex');
const INSTANCE = 'x-gateway-instance';
let postgres;
let stack;
let haproxy;
let lb; // the load balancer's URL
/** @type {{ id: string, url: string, child: import('node:child_process').ChildProcess }[]} */
const gateways = [];
const figures = {};
let second; // a second administrator (user B)
let cookieA; // user A (admin), signed in once through the balancer
// Every process's output goes to the run's logs, which tests/ops/log-hygiene searches.
const logs = {
  stack: runLog('scaleOutStack'),
  gateways: runLog('scaleOutGateways'),
  haproxy: runLog('scaleOutHaproxy'),
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check, ms, what) {
  const started = Date.now();
  for (;;) {
    try {
      if (await check()) return Date.now() - started;
    } catch {
      // not yet
    }
    if (Date.now() - started > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(20);
  }
}

function startGateway(id, port) {
  const child = spawn(process.execPath, [join(ROOT, 'packages/gateway/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      GATEWAY_INSTANCE_ID: id,
      DATABASE_URL: postgres.url,
      SESSION_ENCRYPTION_KEY: KEY,
      METRICS_TOKEN,
      ADMIN_API_URL: stack.sandboxUrl,
      AUTH_MODE: 'local',
      COGNITO_IDENTITY_FILE: stack.identityFile,
      AUTH_BYPASS: 'false',
      // HAProxy on 127.0.0.1 is the one trusted proxy (X-Forwarded-For).
      TRUST_PROXY: '127.0.0.1',
      // Every caller here is 127.0.0.1: the per-IP limit is not what these tests look at.
      LOGIN_RATE_LIMIT_MAX_PER_IP: '1000',
      LOGIN_RATE_LIMIT_MAX_PER_USERNAME: '5',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(logs.gateways, { end: false });
  child.stderr.pipe(logs.gateways, { end: false });
  // `exitCode` stays null for a child killed by a signal: `exited` is what says it is gone.
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const gateway = { id, url: `http://127.0.0.1:${port}`, port, child, exited, gone: false };
  exited.then(() => (gateway.gone = true));
  gateways.push(gateway);
  return gateway;
}

function haproxyConfig(port, backends) {
  return `global
  maxconn 512
  log stderr format raw local0
defaults
  mode http
  log global
  option httplog
  option forwardfor
  option redispatch
  retries 3
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
frontend pitboss
  bind 127.0.0.1:${port}
  default_backend gateways
backend gateways
  balance roundrobin
  option httpchk GET /healthz
  default-server inter 300ms fall 2 rise 2
${backends.map((g) => `  server ${g.id} 127.0.0.1:${g.port} check`).join('\n')}
`;
}

/** A second administrator, made directly in cognito-local (user B). */
async function makeSecondAdmin() {
  const { userPoolId } = JSON.parse(readFileSync(stack.identityFile, 'utf8'));
  const username = `bea${randomBytes(3).toString('hex')}`;
  const password = 'Second123!';
  const call = async (target, body) => {
    const res = await fetch(`http://localhost:${stack.ports.cognito}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify({ UserPoolId: userPoolId, Username: username, ...body }),
    });
    if (!res.ok) throw new Error(`${target}: ${res.status} ${await res.text()}`);
  };
  await call('AdminCreateUser', {
    TemporaryPassword: 'Temp12345!',
    MessageAction: 'SUPPRESS',
    UserAttributes: [
      { Name: 'name', Value: 'Bea Second' },
      { Name: 'email', Value: `${username}@pitboss.local` },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'custom:role', Value: 'admin' },
    ],
  });
  await call('AdminSetUserPassword', { Password: password, Permanent: true });
  return { username, password };
}

function socketTo(url, cookie, options = {}) {
  const socket = io(url, {
    path: '/live',
    transports: ['websocket'],
    extraHeaders: { cookie },
    reconnection: false,
    ...options,
  });
  const seen = { changes: [], statuses: [], disconnected: null };
  socket.on('catalogue_changed', (change) => seen.changes.push({ change, at: Date.now() }));
  socket.on('relay_status', (status) => seen.statuses.push(status));
  socket.on('disconnect', (reason) => {
    seen.disconnected = { reason, at: Date.now() };
  });
  return { socket, seen };
}

const connected = (socket) =>
  new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    const timer = setTimeout(() => reject(new Error('socket did not connect')), 10_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });

async function trpc(url, procedure, { cookie, input, mutation = false } = {}) {
  const headers = { ...(cookie ? { cookie } : {}) };
  const res = mutation
    ? await fetch(`${url}/trpc/${procedure}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(input ?? null),
      })
    : await fetch(
        `${url}/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
        { headers },
      );
  const body = await res.json().catch(() => null);
  return { status: res.status, instance: res.headers.get(INSTANCE), body };
}

/** The sum of a counter over every live instance's /metrics. */
async function metricTotal(name, labels) {
  let total = 0;
  for (const g of gateways.filter((g) => !g.gone && !g.killed)) {
    const res = await fetch(`${g.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    assert.equal(res.status, 200, `${g.id} /metrics: HTTP ${res.status}`);
    const text = await res.text();
    for (const line of text.split('\n')) {
      if (!line.startsWith(`${name}{`)) continue;
      if (!labels.every((l) => line.includes(l))) continue;
      total += Number(line.split(' ').pop());
    }
  }
  return total;
}

function postgresBin(tool) {
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', tool)))
    .sort((a, b) => Number(b) - Number(a))[0];
  return join(root, version, 'bin', tool);
}

before(async () => {
  const haproxyBin = await ensureHaproxy();
  postgres = await startPostgres();
  stack = await startLocalStack({
    dataDir: work,
    // the gateway port is only checked for being free: this test starts its own three
    ports: { cognito: await freePort(), sandbox: await freePort(), gateway: await freePort() },
    out: logs.stack,
    eventRate: 0,
    withGateway: false,
    env: { SANDBOX_FAULTS: 'true' },
  });
  // Three gateways started at the same moment on the empty database.
  const ports = [await freePort(), await freePort(), await freePort()];
  const started = Date.now();
  ports.forEach((port, i) => startGateway(`gw-${i + 1}`, port));
  await Promise.all(
    gateways.map((g) =>
      waitFor(
        async () => {
          if (g.gone) throw new Error(`${g.id} exited (${g.child.exitCode ?? g.child.signalCode})`);
          return (await fetch(`${g.url}/healthz`)).status === 200;
        },
        120_000,
        `${g.id} to come up`,
      ),
    ),
  );
  figures.startAllMs = Date.now() - started;
  const lbPort = await freePort();
  const config = join(work, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(lbPort, gateways));
  haproxy = spawn(haproxyBin, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  haproxy.stdout.pipe(logs.haproxy, { end: false });
  haproxy.stderr.pipe(logs.haproxy, { end: false });
  lb = `http://localhost:${lbPort}`;
  // every backend seen up by the balancer
  await waitFor(
    async () => {
      const seen = new Set();
      for (let i = 0; i < 9; i++) seen.add((await fetch(`${lb}/healthz`)).headers.get(INSTANCE));
      return seen.size === 3;
    },
    30_000,
    'HAProxy to send to all three gateways',
  );
  second = await makeSecondAdmin();
  cookieA = await signIn(lb);
});

after(async () => {
  haproxy?.kill('SIGTERM');
  for (const g of gateways) if (!g.gone) g.child.kill('SIGTERM');
  // A gateway that does not drain in 20 s is killed: the teardown never waits forever.
  const hard = setTimeout(() => gateways.forEach((g) => g.gone || g.child.kill('SIGKILL')), 20_000);
  await Promise.all(gateways.map((g) => g.exited));
  clearTimeout(hard);
  await stack?.stop();
  postgres?.stop();
  rmSync(work, { recursive: true, force: true });
  await Promise.all(Object.values(logs).map((log) => new Promise((r) => log.end(r))));
});

test('three gateways started at the same moment on an empty database all come up', async (t) => {
  for (const g of gateways) {
    const res = await fetch(`${g.url}/readyz`);
    assert.equal(res.status, 200, `${g.id} ready`);
    assert.equal(res.headers.get(INSTANCE), g.id);
  }
  t.diagnostic(`all three up ${figures.startAllMs} ms after the simultaneous start`);
});

test('signed in through the balancer, 30 consecutive calls land on all three instances and all succeed', async (t) => {
  const cookie = cookieA;
  const instances = [];
  for (let i = 0; i < 30; i++) {
    const res = await trpc(lb, 'auth.session', { cookie });
    assert.equal(res.status, 200, `call ${i + 1}: HTTP ${res.status}`);
    assert.equal(res.body.result.data.user.username, 'admin');
    instances.push(res.instance);
  }
  const counts = Object.fromEntries(['gw-1', 'gw-2', 'gw-3'].map((id) => [id, 0]));
  for (const id of instances) counts[id] += 1;
  t.diagnostic(`calls per instance: ${JSON.stringify(counts)}`);
  assert.deepEqual(new Set(instances), new Set(['gw-1', 'gw-2', 'gw-3']));
});

test("a slot edited by user A on instance 1 reaches user B's socket on instance 3, edit after edit", async (t) => {
  const [one, , three] = gateways;
  const cookieB = await signIn(lb, second.username, second.password);
  const b = socketTo(three.url, cookieB);
  // B's other tab on instance 1 itself: the in-process delivery, to compare with instance 3's
  const local = socketTo(one.url, cookieB);
  try {
    await Promise.all([connected(b.socket), connected(local.socket)]);
    const slots = await trpc(one.url, 'slots.filter', { cookie: cookieA, input: { page: 1 } });
    assert.equal(slots.status, 200, JSON.stringify(slots.body));
    const id = slots.body.result.data.items[0].id;
    const latencies = [];
    for (let round = 0; round < 5; round++) {
      const before = b.seen.changes.length;
      const sent = Date.now();
      const edit = await trpc(one.url, 'slots.update', {
        cookie: cookieA,
        mutation: true,
        input: { id, description: `edited on instance 1, round ${round}` },
      });
      assert.equal(edit.status, 200, JSON.stringify(edit.body));
      assert.equal(edit.instance, 'gw-1');
      const answered = Date.now();
      // a guard against a hang: the notice of each edit must come before the next edit is sent
      await waitFor(
        () => b.seen.changes.length > before,
        30_000,
        'the change notice on instance 3',
      );
      const notice = b.seen.changes[before];
      assert.equal(notice.change.procedure, 'slots.update');
      assert.equal(notice.change.targetId, String(id));
      assert.equal(notice.change.by.username, 'admin');
      await waitFor(() => local.seen.changes.length > before, 30_000, 'the notice on instance 1');
      latencies.push({
        fromRequest: notice.at - sent,
        fromAnswer: notice.at - answered,
        crossInstance: notice.at - local.seen.changes[before].at,
      });
    }
    figures.noticeLatency = latencies;
    const list = (key) => latencies.map((l) => l[key]).join(', ');
    t.diagnostic(
      `notice on instance 3, ms after the same notice on instance 1: ${list('crossInstance')}; ` +
        `after the mutation's answer: ${list('fromAnswer')}; after the request: ${list('fromRequest')}`,
    );
    // one notice per edit, in the order of the edits
    assert.deepEqual(
      b.seen.changes.map((c) => c.change.procedure),
      Array(5).fill('slots.update'),
    );
  } finally {
    b.socket.close();
    local.socket.close();
  }
});

test("sign-out through the balancer closes that user's sockets on every instance, and the cookie is refused everywhere at once", async (t) => {
  const cookie = await signIn(lb, second.username, second.password);
  const sockets = gateways.map((g) => socketTo(g.url, cookie));
  try {
    await Promise.all(sockets.map((s) => connected(s.socket)));
    const sent = Date.now();
    await signOut(lb, cookie);
    const answered = Date.now();
    const refused = await Promise.all(gateways.map((g) => sessionOf(g.url, cookie)));
    assert.deepEqual(
      refused.map((r) => r.status),
      [401, 401, 401],
    );
    await waitFor(
      () => sockets.every((s) => s.seen.disconnected),
      30_000,
      'every instance to close the sockets',
    );
    const closedAfter = sockets.map((s) => s.seen.disconnected.at - answered);
    figures.signOutCloseMs = closedAfter;
    t.diagnostic(
      `sockets closed (ms after the sign-out's answer, per instance): ${closedAfter.join(', ')}; sign-out took ${answered - sent} ms`,
    );
    for (const s of sockets) {
      assert.equal(s.seen.disconnected.reason, 'io server disconnect');
      assert.equal(s.seen.statuses.at(-1)?.reason, 'Your session has ended. Please sign in again.');
    }
  } finally {
    for (const s of sockets) s.socket.close();
  }
});

test('each browser socket gets each casino event once, whichever instance it is on', async () => {
  const sockets = gateways.map((g) => socketTo(g.url, cookieA));
  const received = sockets.map(() => []);
  sockets.forEach((s, i) => s.socket.on('casino_events', (batch) => received[i].push(...batch)));
  try {
    await Promise.all(sockets.map((s) => connected(s.socket)));
    await waitFor(
      () => sockets.every((s) => s.seen.statuses.some((st) => st.state === 'connected')),
      15_000,
      'every relay connected upstream',
    );
    const txIds = ['scale-out-1', 'scale-out-2', 'scale-out-3'];
    for (const txId of txIds) {
      const res = await fetch(`${stack.sandboxUrl}/__sandbox/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'deposit', tx_id: txId, amount: 42, currency: 'EUR' }),
      });
      assert.ok(res.status < 300, `sandbox event: HTTP ${res.status}`);
    }
    await waitFor(
      () => received.every((list) => txIds.every((id) => list.some((e) => e.txId === id))),
      30_000,
      'the events on every socket',
    );
    // A copy of an event would come before a later event on the same path: one more event, and
    // once it is on every socket, the copies there are would have arrived.
    const last = 'scale-out-last';
    const res = await fetch(`${stack.sandboxUrl}/__sandbox/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'deposit', tx_id: last, amount: 1, currency: 'EUR' }),
    });
    assert.ok(res.status < 300, `sandbox event: HTTP ${res.status}`);
    await waitFor(
      () => received.every((list) => list.some((e) => e.txId === last)),
      30_000,
      'the later event on every socket',
    );
    for (const list of received)
      for (const txId of txIds)
        assert.equal(list.filter((e) => e.txId === txId).length, 1, `event ${txId} exactly once`);
  } finally {
    for (const s of sockets) s.socket.close();
  }
});

test('6 wrong passwords for one username spread over the three instances: the 6th is refused', async (t) => {
  const username = `nobody${randomBytes(3).toString('hex')}`;
  const answers = [];
  for (let i = 0; i < 6; i++) {
    const res = await trpc(lb, 'auth.login', {
      mutation: true,
      input: { username: i % 2 ? username.toUpperCase() : username, password: 'wrong-Password1' },
    });
    answers.push({ status: res.status, instance: res.instance, code: res.body?.error?.data?.code });
  }
  t.diagnostic(`attempts: ${answers.map((a) => `${a.instance}:${a.status}`).join(', ')}`);
  assert.deepEqual(new Set(answers.map((a) => a.instance)), new Set(['gw-1', 'gw-2', 'gw-3']));
  assert.deepEqual(
    answers.slice(0, 5).map((a) => a.status),
    [401, 401, 401, 401, 401],
  );
  assert.equal(answers[5].status, 429);
  assert.equal(answers[5].code, 'TOO_MANY_REQUESTS');
});

test('20 concurrent refreshes of one session across the instances: one upstream refresh, no sign-out', async (t) => {
  const cookie = await signIn(lb);
  // The session's access token reaches its expiry (as an hour after sign-in). No instance has
  // read this session yet, so none holds it in its cache.
  const psql = spawnSync(
    postgresBin('psql'),
    [
      postgres.url,
      '-c',
      'update sessions set access_expires_at = now() where id_hash = (select id_hash from sessions order by created_at desc limit 1)',
    ],
    { encoding: 'utf8' },
  );
  assert.equal(psql.status, 0, psql.stderr);
  const before = await metricTotal('pitboss_session_refreshes_total', ['outcome="refreshed"']);
  const results = await Promise.all(
    Array.from({ length: 20 }, () => trpc(lb, 'auth.session', { cookie })),
  );
  assert.deepEqual(
    results.map((r) => r.status),
    Array(20).fill(200),
  );
  const spread = new Set(results.map((r) => r.instance));
  const refreshes =
    (await metricTotal('pitboss_session_refreshes_total', ['outcome="refreshed"'])) - before;
  figures.refreshes = refreshes;
  t.diagnostic(
    `20 concurrent calls on ${[...spread].join(', ')}: ${refreshes} upstream refresh(es)`,
  );
  assert.equal(spread.size, 3);
  assert.equal(refreshes, 1);
  for (const g of gateways) assert.equal((await sessionOf(g.url, cookie)).status, 200);
});

// A JWT or JWE in compact form: a base64url JSON header ({" → eyJ), then a dot. The tokens are
// stored as base64url ciphertext, which has no dot, but may hold the three letters eyJ by chance
// (about one 1,000-character token in 180), so the bare letters are not the test.
const COMPACT_TOKEN = /eyJ[A-Za-z0-9_-]{8,}\./;

test('the sessions table holds no readable token (pg_dump finds no JWT)', async () => {
  const dump = spawnSync(postgresBin('pg_dump'), ['--data-only', postgres.url], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  assert.equal(dump.status, 0, dump.stderr);
  assert.match(dump.stdout, /COPY public\.sessions/);
  assert.doesNotMatch(dump.stdout, COMPACT_TOKEN, 'a JWT is readable in the database dump');
});

test('killing one gateway mid-run: its users carry on through the others, and their sockets reconnect and keep receiving events', async (t) => {
  const cookieB = await signIn(lb, second.username, second.password);
  // B's three tabs through the balancer (round-robin: one per instance), reconnecting on loss.
  const tabs = [0, 1, 2].map(() =>
    socketTo(lb, cookieB, {
      reconnection: true,
      reconnectionDelay: 200,
      reconnectionDelayMax: 500,
    }),
  );
  try {
    await Promise.all(tabs.map((tab) => connected(tab.socket)));
    const slots = await trpc(lb, 'slots.filter', { cookie: cookieA, input: { page: 1 } });
    const id = slots.body.result.data.items[1].id;
    const victim = gateways[1];
    const lostBefore = tabs.filter((tab) => tab.seen.disconnected).length;
    victim.killed = true;
    victim.child.kill('SIGKILL');
    await new Promise((r) => victim.child.once('exit', r));
    const killedAt = Date.now();
    // the next calls of both users succeed through the other two
    for (let i = 0; i < 10; i++) {
      for (const cookie of [cookieA, cookieB]) {
        const res = await trpc(lb, 'auth.session', { cookie });
        assert.equal(res.status, 200, `call ${i} after the kill: HTTP ${res.status}`);
        assert.notEqual(res.instance, victim.id);
      }
    }
    const dropped = tabs.filter((tab) => tab.seen.disconnected).length - lostBefore;
    assert.ok(dropped >= 1, 'a tab was on the killed instance');
    await waitFor(() => tabs.every((tab) => tab.socket.connected), 60_000, 'every tab reconnected');
    t.diagnostic(
      `${dropped} tab(s) lost with ${victim.id}; all reconnected ${Date.now() - killedAt} ms after the kill`,
    );
    const before = tabs.map((tab) => tab.seen.changes.length);
    const edit = await trpc(lb, 'slots.update', {
      cookie: cookieA,
      mutation: true,
      input: { id, description: 'edited after an instance was lost' },
    });
    assert.equal(edit.status, 200, JSON.stringify(edit.body));
    await waitFor(
      () => tabs.every((tab, i) => tab.seen.changes.length > before[i]),
      30_000,
      'the change notice on every tab',
    );
  } finally {
    for (const tab of tabs) tab.socket.close();
  }
});
