import { createServer, type Server } from 'node:http';
import { connect, createServer as createNetServer, type Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Page, Slot } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  UNREACHABLE_MESSAGE,
  UpstreamClient,
  UpstreamError,
  upstreamPath,
} from '../src/upstream/index.js';
import { adminCookie, sandbox } from './support/admin.js';
import { call, startGateway } from './support/gateway.js';

/** A tiny HTTP server answering from a script, to see exactly what the client does. */
async function scriptedServer(
  handler: (n: number, method: string) => { status: number; body?: string; type?: string },
) {
  let n = 0;
  const server: Server = createServer((req, res) => {
    n += 1;
    const answer = handler(n, req.method ?? 'GET');
    res.writeHead(answer.status, answer.type ? { 'content-type': answer.type } : {});
    res.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => n,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const client = (baseUrl: string, timeoutMs = 2000) =>
  new UpstreamClient({ baseUrl, timeoutMs, uploadTimeoutMs: timeoutMs, retryDelayMs: 5 });

describe('the admin-API client (messages, retries)', () => {
  it.each([
    [
      {
        status: 400,
        body: '{"message":"Server says no","errors":{"title":"Title is required"}}',
        type: 'application/json',
      },
      'Server says no',
      { title: 'Title is required' },
    ],
    [
      { status: 409, body: '{"error":"Conflict here"}', type: 'application/json' },
      'Conflict here',
      {},
    ],
    [{ status: 500, body: 'plain text failure', type: 'text/plain' }, 'plain text failure', {}],
    [{ status: 500, body: '' }, 'HTTP error! status: 500', {}],
  ])('%j → %s', async (answer, message, fieldErrors) => {
    const server = await scriptedServer(() => answer);
    try {
      const err = await client(server.url)
        .request('t', { method: 'POST', path: upstreamPath`/x` })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(UpstreamError);
      expect((err as UpstreamError).message).toBe(message);
      expect((err as UpstreamError).fieldErrors).toEqual(fieldErrors);
      expect((err as UpstreamError).status).toBe(answer.status);
    } finally {
      await server.close();
    }
  });

  it('reads are retried on 502/503/504 (3 attempts); writes are not', async () => {
    const server = await scriptedServer((n) =>
      n < 3 ? { status: 503 } : { status: 200, body: '{"ok":true}', type: 'application/json' },
    );
    try {
      expect(await client(server.url).request('t', { path: upstreamPath`/r` })).toEqual({
        ok: true,
      });
      expect(server.calls()).toBe(3);
    } finally {
      await server.close();
    }
    const always = await scriptedServer(() => ({
      status: 503,
      body: '{"message":"busy"}',
      type: 'application/json',
    }));
    try {
      await expect(client(always.url).request('t', { path: upstreamPath`/r` })).rejects.toThrow(
        'busy',
      );
      expect(always.calls()).toBe(3);
      await expect(
        client(always.url).request('t', { method: 'POST', path: upstreamPath`/w` }),
      ).rejects.toThrow('busy');
      expect(always.calls()).toBe(4);
    } finally {
      await always.close();
    }
  });

  it('a network failure is retried, then a clear message', async () => {
    const server = await scriptedServer(() => ({ status: 200 }));
    await server.close();
    const err = (await client(server.url)
      .request('t', { path: upstreamPath`/gone` })
      .catch((e: unknown) => e)) as UpstreamError;
    expect(err.message).toBe(UNREACHABLE_MESSAGE);
    expect(err.failure.kind).toBe('network');
  });

  it('asks for an uncompressed JSON answer and reads it; a compressed one is refused by name; a body slower than the timeout is a timeout', async () => {
    let asked: string | undefined = 'not asked yet';
    const server: Server = createServer((req, res) => {
      asked = req.headers['accept-encoding'];
      if (req.url === '/slow') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"items":[');
        return; // never ends
      }
      if (req.url === '/gzip') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        res.end(gzipSync(JSON.stringify({ items: [{ id: 'a' }] })));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ items: [{ id: 'a' }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const c = client(`http://127.0.0.1:${port}`, 300);
      expect(await c.request('t', { path: upstreamPath`/x` })).toEqual({ items: [{ id: 'a' }] });
      expect(asked).toBeUndefined();
      const compressed = (await c
        .request('t', { path: upstreamPath`/gzip` })
        .catch((e: unknown) => e)) as UpstreamError;
      expect(compressed).toBeInstanceOf(UpstreamError);
      expect((compressed.cause as Error).message).toMatch(/encoding .* does not ask for: gzip/);
      const err = (await c
        .request('t', { path: upstreamPath`/slow`, retry: false })
        .catch((e: unknown) => e)) as UpstreamError;
      expect(err).toBeInstanceOf(UpstreamError);
      expect(err.failure.kind).toBe('timeout');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it('path segments are encoded; empty, . and .. are refused', () => {
    expect(upstreamPath`/slots/${'../x'}/update`.toString()).toBe('/slots/..%2Fx/update');
    expect(upstreamPath`/slots/${'7'}/groups/${'2'}`.template).toBe('/slots/:param/groups/:param');
    expect(upstreamPath`/promo-codes/code/${'a%2Fb'}`.toString()).toBe('/promo-codes/code/a%252Fb');
    expect(() => upstreamPath`/slots/${'..'}`).toThrow(UpstreamError);
    expect(() => upstreamPath`/slots/${''}`).toThrow(UpstreamError);
  });
});

describe('upstream faults through the gateway', () => {
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    app = await startGateway({ UPSTREAM_TIMEOUT_MS: '400', UPSTREAM_RETRY_DELAY_MS: '10' });
    cookie = await adminCookie(app);
  });
  afterEach(() => sandbox.clearFaults());
  afterAll(async () => {
    await app?.close();
  });

  it('the sandbox answering 500: its message, BAD_GATEWAY; the audit row says so', async () => {
    await sandbox.fault({ path: '/slots/filter', status: 500, message: 'Database on fire' });
    const { status, body } = await call(app, 'query', 'slots.filter', {}, { cookie });
    expect(status).toBe(502);
    expect(body.error?.message).toBe('Database on fire');
    expect(body.error?.data.code).toBe('BAD_GATEWAY');

    await sandbox.fault({ path: '/publish', status: 500, message: 'Publish pipeline down' });
    const publish = await call(app, 'mutation', 'catalogue.publish', undefined, { cookie });
    expect(publish.body.error?.message).toBe('Publish pipeline down');
    const audit = await call(
      app,
      'query',
      'audit.list',
      { domain: 'catalogue', limit: 1 },
      { cookie },
    );
    expect((audit.body.result?.data as { items: unknown[] }).items[0]).toMatchObject({
      procedure: 'catalogue.publish',
      outcome: 'error',
      error: 'Publish pipeline down',
    });
  });

  it('slow beyond the timeout: Request timeout (TIMEOUT), and the next call works', async () => {
    // held far longer than the test may run: an answer at all is the gateway's own timeout
    await sandbox.fault({ path: '/slots/filter', delayMs: 600_000, once: true });
    const { status, body } = await call(app, 'query', 'slots.filter', {}, { cookie });
    expect(status).toBe(408);
    expect(body.error?.message).toBe('Request timeout');
    expect(body.error?.data.code).toBe('TIMEOUT');
    await sandbox.clearFaults();
    const again = await call(app, 'query', 'slots.filter', { limit: 1 }, { cookie });
    expect((again.body.result?.data as Page<Slot>).items).toHaveLength(1);
  });

  it('a 503 once is retried for a read and never seen by the user', async () => {
    await sandbox.fault({ path: '/groups/all', status: 503, once: true });
    const { status } = await call(app, 'query', 'groups.list', undefined, { cookie });
    expect(status).toBe(200);
  });
});

/**
 * The admin API as seen through a TCP relay to the run's sandbox: stopping the relay is the admin
 * API going away (connections refused), starting it again on the same port brings it back.
 */
async function relay(target: string, port = 0) {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<Socket>();
  const server = createNetServer((client) => {
    const upstream = connect(Number(targetPort), hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    stop: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('the admin API stopped', () => {
  it('a clear error; the gateway keeps serving; calls work again when it is back', async () => {
    const first = await relay(inject('adminApiUrl'));
    const app = await startGateway({ ADMIN_API_URL: first.url, UPSTREAM_RETRY_DELAY_MS: '10' });
    try {
      const cookie = await adminCookie(app);
      expect((await call(app, 'query', 'groups.list', undefined, { cookie })).status).toBe(200);
      await first.stop();
      const down = await call(app, 'query', 'groups.list', undefined, { cookie });
      expect(down.status).toBe(502);
      expect(down.body.error?.message).toBe(UNREACHABLE_MESSAGE);
      const status = await call(app, 'query', 'system.status', undefined, { cookie });
      expect(status.body.result?.data).toMatchObject({
        ready: null,
        health: null,
        maintenance: null,
        shutdown: null,
      });
      expect((await app.inject('/healthz')).statusCode).toBe(200);
      expect(
        (await call(app, 'query', 'auth.me', undefined, { cookie })).body.result?.data,
      ).toMatchObject({ user: { username: 'admin' } });

      const back = await relay(inject('adminApiUrl'), first.port);
      try {
        expect((await call(app, 'query', 'groups.list', undefined, { cookie })).status).toBe(200);
      } finally {
        await back.stop();
      }
    } finally {
      await app.close();
    }
  });
});
