import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  LIVE_RELAY,
  type CatalogueChange,
  type LiveEvent,
  type RelayStatus,
} from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { sessions } from '../src/db/schema.js';
import { startFaultSandbox, waitFor, type FaultSandbox } from './support/fault-sandbox.js';
import { call, sessionCookieOf, startGateway } from './support/gateway.js';

/** A browser tab's relay socket, with everything it received. */
interface Tab {
  socket: Socket;
  events: LiveEvent[];
  /** casino_events messages received (each a batch of events) */
  batches: number;
  statuses: RelayStatus[];
  changes: CatalogueChange[];
  disconnectReason?: string;
  lastStatus(): RelayStatus | undefined;
}

let sandbox: FaultSandbox;
let app: FastifyInstance;
let base: string;
const tabs: Socket[] = [];

async function gateway(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const gw = await startGateway({
    ADMIN_API_URL: sandbox.url,
    LOGIN_RATE_LIMIT_MAX_PER_USERNAME: '100',
    LOGIN_RATE_LIMIT_MAX_PER_IP: '100',
    LIVE_RECONNECT_DELAY_MS: '200',
    LIVE_SESSION_CHECK_SECONDS: '1',
    ...env,
  });
  await gw.listen({ port: 0, host: '127.0.0.1' });
  return gw;
}

function urlOf(gw: FastifyInstance): string {
  const address = gw.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

async function signIn(
  gw: FastifyInstance,
  username = 'admin',
  password = 'Admin123!',
): Promise<string> {
  const { res } = await call(gw, 'mutation', 'auth.login', { username, password });
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error(`no session cookie: ${res.body}`);
  return cookie;
}

async function accessToken(username = 'admin', password = 'Admin123!'): Promise<string> {
  const identity = inject('identity');
  const client = new CognitoIdentityProviderClient({
    endpoint: identity.endpoint,
    region: identity.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const out = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: identity.clientId,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    return out.AuthenticationResult?.AccessToken ?? '';
  } finally {
    client.destroy();
  }
}

function open(
  url: string,
  options: { cookie?: string; token?: string; origin?: string } = {},
): Tab {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = `pitboss_session=${options.cookie}`;
  if (options.origin) headers.origin = options.origin;
  const socket = io(url, {
    path: LIVE_RELAY.path,
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: headers,
    ...(options.token ? { auth: { token: options.token } } : {}),
  });
  tabs.push(socket);
  const tab: Tab = {
    socket,
    events: [],
    batches: 0,
    statuses: [],
    changes: [],
    lastStatus: () => tab.statuses.at(-1),
  };
  socket.on(LIVE_RELAY.events.casinoEvents, (batch: LiveEvent[]) => {
    tab.events.push(...batch);
    tab.batches += 1;
  });
  socket.on(LIVE_RELAY.events.status, (s: RelayStatus) => tab.statuses.push(s));
  socket.on(LIVE_RELAY.events.catalogueChanged, (c: CatalogueChange) => tab.changes.push(c));
  socket.on('disconnect', (reason) => {
    tab.disconnectReason = reason;
  });
  return tab;
}

/** The connect error a refused socket gets. */
function refusal(tab: Tab): Promise<Error & { data?: { code?: string } }> {
  return new Promise((resolve, reject) => {
    tab.socket.on('connect_error', resolve);
    tab.socket.on('connect', () => reject(new Error('connected although it should be refused')));
  });
}

async function connected(tab: Tab): Promise<void> {
  await waitFor(() => tab.lastStatus()?.state === 'connected', 10_000, 'relay_status connected');
}

beforeAll(async () => {
  sandbox = await startFaultSandbox();
  app = await gateway();
  base = urlOf(app);
});
afterEach(() => {
  for (const socket of tabs.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await app?.close();
  await sandbox?.stop();
});

describe('the live relay handshake', () => {
  it('refuses a socket without credentials with the spec message', async () => {
    const err = await refusal(open(base));
    expect(err.message).toBe('No authentication token available');
    expect(err.data?.code).toBe('UNAUTHORIZED');
  });

  it('refuses an unknown session cookie and a forged bearer', async () => {
    expect((await refusal(open(base, { cookie: 'not-a-session' }))).message).toBe(
      'Please sign in.',
    );
    expect((await refusal(open(base, { token: 'e30.e30.sig' }))).message).toBe(
      'Invalid or expired access token.',
    );
  });

  it('refuses a non-admin bearer', async () => {
    const token = await accessToken('viewer', 'Viewer123!');
    expect((await refusal(open(base, { token }))).message).toBe(
      'Access denied. You do not have admin privileges.',
    );
  });

  it('refuses a cookie-carrying socket from another origin', async () => {
    const cookie = await signIn(app);
    const err = await refusal(open(base, { cookie, origin: 'https://evil.example' }));
    expect(err.message).toBe('websocket error');
    const ok = open(base, { cookie, origin: base });
    await connected(ok);
  });

  it('takes only the websocket transport', async () => {
    const res = await fetch(`${base}${LIVE_RELAY.path}/?EIO=4&transport=polling`);
    expect(res.status).toBe(400);
  });
});

describe('relaying', () => {
  it('sends relay_status connected, then casino_events normalised; malformed ones are dropped and counted', async () => {
    const cookie = await signIn(app);
    const tab = open(base, { cookie });
    await connected(tab);
    expect(tab.statuses[0]).toMatchObject({ state: expect.stringMatching(/connecting|connected/) });
    expect(tab.lastStatus()).toEqual({ state: 'connected', attempt: 0 });

    await sandbox.control('POST', '/__sandbox/events', {
      name: 'casino_event',
      payload: { type: 'not-a-type', amount: 'x' },
    });
    await sandbox.control('POST', '/__sandbox/events', {
      name: 'casino_event',
      payload: 'garbage',
    });
    await sandbox.control('POST', '/__sandbox/events', {
      type: 'bet',
      amount: 75,
      username: 'lucky_luke',
    });
    await sandbox.control('POST', '/__sandbox/events', {
      type: 'deposit',
      amount: '12.5',
      tx_id: 'tx-1',
      wallet_type: 'crypto',
    });
    await waitFor(() => tab.events.length >= 2, 5_000, 'two events');
    expect(tab.events).toHaveLength(2);
    expect(tab.events[0]).toMatchObject({ type: 'bet', amount: 75, username: 'lucky_luke' });
    expect(tab.events[1]).toMatchObject({ type: 'deposit', amount: 12.5, txId: 'tx-1' });
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toMatch(/pitboss_live_events_total\{outcome="dropped"[^}]*\} 2/);
    expect(metrics).toMatch(/pitboss_live_sockets\{[^}]*\} 1/);
  });

  it('a burst of events reaches a tab in fewer messages than events, each event once', async () => {
    const tab = open(base, { cookie: await signIn(app) });
    await connected(tab);
    const ids = Array.from({ length: 30 }, (_, i) => `burst-${i}`);
    await Promise.all(
      ids.map((id) => sandbox.control('POST', '/__sandbox/events', { type: 'deposit', tx_id: id })),
    );
    await waitFor(() => tab.events.length >= ids.length, 5_000, 'the burst');
    await new Promise((r) => setTimeout(r, LIVE_RELAY.eventBatchMs * 2));
    expect(tab.events.map((e) => e.txId).sort()).toEqual([...ids].sort());
    expect(tab.batches).toBeLessThan(ids.length);
  });

  it('accepts a script with a bearer token in auth.token', async () => {
    const tab = open(base, { token: await accessToken() });
    await connected(tab);
    await sandbox.control('POST', '/__sandbox/events', { type: 'tip', amount: 3 });
    await waitFor(() => tab.events.length === 1, 5_000, 'an event');
  });

  it("shares one upstream connection between a user's tabs and closes it with the last tab", async () => {
    const cookie = await signIn(app);
    const first = open(base, { cookie });
    const second = open(base, { cookie });
    await connected(first);
    await connected(second);
    // A second browser of the same user (another session) also shares it.
    const third = open(base, { cookie: await signIn(app) });
    await connected(third);
    expect(app.live.upstreamLinks()).toEqual({ total: 1, connected: 1 });
    expect(sandbox.adminSockets()).toBe(1);

    await sandbox.control('POST', '/__sandbox/events', { type: 'bet', amount: 1 });
    await waitFor(
      () => first.events.length === 1 && second.events.length === 1 && third.events.length === 1,
      5_000,
      'the event in all tabs',
    );

    first.socket.disconnect();
    second.socket.disconnect();
    // the gateway has seen both tabs go, and the last tab still gets a later event: the shared
    // upstream link stayed
    await waitFor(() => app.live.browserSockets() === 1, 5_000, 'two tabs gone');
    await sandbox.control('POST', '/__sandbox/events', { type: 'bet', amount: 2 });
    await waitFor(() => third.events.length === 2, 5_000, 'the later event in the last tab');
    expect(sandbox.adminSockets()).toBe(1);
    third.socket.disconnect();
    await waitFor(() => sandbox.adminSockets() === 0, 5_000, 'upstream closed');
    expect(app.live.upstreamLinks().total).toBe(0);
    expect(app.live.browserSockets()).toBe(0);
  });

  it("announces other users' catalogue changes, not the author's own", async () => {
    const tab = open(base, { cookie: await signIn(app) });
    await connected(tab);
    const change = (username: string): CatalogueChange => ({
      domain: 'slots',
      procedure: 'slots.update',
      targetId: '5',
      by: { username, displayName: username },
      at: new Date().toISOString(),
    });
    app.changes.announce(change('admin'));
    app.changes.announce(change('curator2'));
    // a later change arriving proves the author's own, announced before it, was not sent
    app.changes.announce(change('curator3'));
    await waitFor(() => tab.changes.length === 2, 5_000, 'two changes');
    expect(tab.changes.map((c) => c.by.username)).toEqual(['curator2', 'curator3']);
    expect(tab.changes[0]).toEqual({ ...change('curator2'), at: tab.changes[0]!.at });
  });
});

describe('sessions ending', () => {
  it('sign-out closes that session’s sockets at once', async () => {
    const cookie = await signIn(app);
    const other = open(base, { cookie: await signIn(app) });
    const tab = open(base, { cookie });
    await connected(tab);
    await connected(other);
    const out = await call(app, 'mutation', 'auth.logout', undefined, { cookie });
    expect(out.body.result?.data).toEqual({ signedOut: true });
    await waitFor(() => tab.disconnectReason, 3_000, 'the socket closed');
    expect(tab.disconnectReason).toBe('io server disconnect');
    expect(tab.lastStatus()).toEqual({
      state: 'disconnected',
      attempt: 0,
      reason: 'Your session has ended. Please sign in again.',
    });
    // The other session's tab stays.
    expect(other.socket.connected).toBe(true);
  });

  it('an expired session is found by the periodic check and its sockets closed', async () => {
    const cookie = await signIn(app);
    const tab = open(base, { cookie });
    await connected(tab);
    const { hashId } = await import('../src/auth/opaque-id.js');
    const { eq } = await import('drizzle-orm');
    await app.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * 60 * 60_000) })
      .where(eq(sessions.idHash, hashId(cookie)));
    await waitFor(() => tab.disconnectReason, 4_000, 'the socket closed');
    expect(tab.lastStatus()?.reason).toBe('Your session has ended. Please sign in again.');
  });
});

describe('upstream faults', () => {
  it('says disconnected when the admin API goes away, retries, and reconnects (with a refreshed token) when it returns; the gateway keeps serving', async () => {
    const own = await startFaultSandbox();
    const gw = await gateway({ ADMIN_API_URL: own.url });
    try {
      const cookie = await signIn(gw);
      const tab = open(urlOf(gw), { cookie });
      await connected(tab);
      // The session's access token is about to expire: the reconnect must refresh it first.
      const { hashId } = await import('../src/auth/opaque-id.js');
      const { eq } = await import('drizzle-orm');
      const [before] = await gw.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, hashId(cookie)));
      await gw.database.db
        .update(sessions)
        .set({ accessExpiresAt: new Date(Date.now() + 1_000) })
        .where(eq(sessions.idHash, hashId(cookie)));
      // as another instance would announce it: this one re-reads the row
      gw.auth.sessions.clearCache();
      const port = own.port;
      await own.stop();
      await waitFor(() => tab.lastStatus()?.state === 'disconnected', 5_000, 'disconnected');
      expect(tab.lastStatus()).toMatchObject({ state: 'disconnected', attempt: 1 });
      expect(tab.lastStatus()?.reason).toBeTruthy();
      // It keeps trying: attempt numbers rise while the admin API is down.
      await waitFor(() => (tab.lastStatus()?.attempt ?? 0) >= 3, 5_000, 'attempt 3');
      expect(tab.statuses.some((s) => s.state === 'connecting' && s.attempt === 2)).toBe(true);
      const health = await fetch(`${urlOf(gw)}/healthz`);
      expect(health.status).toBe(200);
      expect(tab.socket.connected).toBe(true);

      const back = await startFaultSandbox({ port });
      try {
        await waitFor(() => tab.lastStatus()?.state === 'connected', 10_000, 'reconnected');
        expect(back.adminSockets()).toBe(1);
        const [after] = await gw.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.idHash, hashId(cookie)));
        expect(after?.accessToken).not.toBe(before?.accessToken);
        expect(after?.accessExpiresAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
        await back.control('POST', '/__sandbox/events', { type: 'bet', amount: 2 });
        await waitFor(() => tab.events.length === 1, 5_000, 'an event after the return');
      } finally {
        tab.socket.disconnect();
        await back.stop();
      }
    } finally {
      await gw.close();
    }
    // two sandboxes, a gateway and a sign-in: under a loaded machine this takes more than 30 s
  }, 90_000);

  it('a graceful shutdown closes the browser sockets', async () => {
    const gw = await gateway();
    const tab = open(urlOf(gw), { cookie: await signIn(gw) });
    await connected(tab);
    await gw.close();
    await waitFor(() => tab.disconnectReason, 3_000, 'closed');
    expect(sandbox.adminSockets()).toBe(0);
  });
});
