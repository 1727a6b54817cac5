// Scale-out: two gateway instances behind a (notional) load balancer share one Postgres and one
// admin API. Sessions work across instances, sign-out is effective on both, and each browser
// socket gets each casino event once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { io } from 'socket.io-client';
import { startLocalStack } from '../../scripts/local-stack.mjs';
import { startPostgres } from '../../scripts/postgres.mjs';
import { freePort, sessionOf, signIn, signOut } from './support.mjs';

const work = mkdtempSync(join(tmpdir(), 'pitboss-scale-'));
let postgres;
let stack;
let urls;

before(async () => {
  postgres = await startPostgres();
  const ports = { cognito: await freePort(), sandbox: await freePort(), gateway: await freePort() };
  const second = await freePort();
  stack = await startLocalStack({
    dataDir: work,
    ports,
    quiet: true,
    eventRate: 0,
    extraGateways: [second],
    env: {
      DATABASE_URL: postgres.url,
      SANDBOX_FAULTS: 'true',
      LOGIN_RATE_LIMIT_MAX_PER_IP: '1000',
      LOGIN_RATE_LIMIT_MAX_PER_USERNAME: '1000',
    },
  });
  urls = [stack.gatewayUrl, `http://localhost:${second}`];
});

after(async () => {
  await stack?.stop();
  postgres?.stop();
  rmSync(work, { recursive: true, force: true });
});

test('a session created through one instance works on the other', async () => {
  const [a, b] = urls;
  const cookie = await signIn(a);
  assert.deepEqual(await sessionOf(b, cookie), { status: 200, username: 'admin' });
  assert.deepEqual(await sessionOf(a, cookie), { status: 200, username: 'admin' });
});

test('sign-out on one instance is effective on both at once', async () => {
  const [a, b] = urls;
  const cookie = await signIn(b);
  assert.equal((await sessionOf(a, cookie)).status, 200);
  await signOut(a, cookie);
  assert.equal((await sessionOf(a, cookie)).status, 401);
  assert.equal((await sessionOf(b, cookie)).status, 401);
});

test('each browser socket gets each event once, whichever instance it is on', async () => {
  const cookie = await signIn(urls[0]);
  const sockets = urls.map((url) =>
    io(url, {
      path: '/live',
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
    }),
  );
  const received = sockets.map(() => []);
  sockets.forEach((socket, i) => socket.on('casino_event', (e) => received[i].push(e)));
  try {
    // both relays connected upstream
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise((resolve, reject) => {
            const timer = setTimeout(
              () => reject(new Error('relay did not connect upstream')),
              15_000,
            );
            socket.on('connect_error', (err) => reject(err));
            socket.on('relay_status', (status) => {
              if (status.state === 'connected') {
                clearTimeout(timer);
                resolve();
              }
            });
          }),
      ),
    );
    const txIds = ['scale-out-1', 'scale-out-2', 'scale-out-3'];
    for (const txId of txIds) {
      const res = await fetch(`${stack.sandboxUrl}/__sandbox/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'deposit', tx_id: txId, amount: 42, currency: 'EUR' }),
      });
      assert.equal(res.status < 300, true, `sandbox event: HTTP ${res.status}`);
    }
    await new Promise((r) => setTimeout(r, 2000));
    for (const list of received) {
      for (const txId of txIds) {
        assert.equal(list.filter((e) => e.txId === txId).length, 1, `event ${txId} exactly once`);
      }
    }
  } finally {
    for (const socket of sockets) socket.close();
  }
});
