import { LIVE_RELAY } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/index.js';
import { sandbox } from './support/admin.js';
import { startGateway, testConfig } from './support/gateway.js';
import { send, serve } from './support/http.js';
import { procedures, PUBLIC_PROCEDURES } from './support/procedures.js';

/** Sample values for route parameters. */
const PARAMS: Record<string, string> = { id: '1', slug: 'x', kind: 'thumbnail' };
const urlOf = (pattern: string) =>
  pattern.replace(/:([A-Za-z]+)/g, (_m, name: string) => PARAMS[name] ?? 'x');

let app: FastifyInstance;
let base: string;
let cookie: string;

/** Headers of a same-origin browser request carrying the session. */
const sameOrigin = () => ({
  origin: base,
  'sec-fetch-site': 'same-origin',
  cookie: `pitboss_session=${cookie}`,
});

async function signIn(): Promise<string> {
  const res = await send(base, {
    method: 'POST',
    path: '/trpc/auth.login',
    headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ username: 'admin', password: 'Admin123!' }),
  });
  const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const value = /pitboss_session=([^;]+)/.exec(set.join(';'))?.[1];
  if (!value) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return value;
}

function trpcRequest(
  procedure: { path: string; type: string },
  headers: Record<string, string>,
): Parameters<typeof send>[1] {
  return procedure.type === 'query'
    ? { method: 'GET', path: `/trpc/${procedure.path}`, headers }
    : {
        method: 'POST',
        path: `/trpc/${procedure.path}`,
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      };
}

beforeAll(async () => {
  app = await startGateway({
    LOGIN_RATE_LIMIT_MAX_PER_USERNAME: '1000',
    LOGIN_RATE_LIMIT_MAX_PER_IP: '1000',
  });
  base = await serve(app);
  cookie = await signIn();
});
afterAll(async () => {
  await app?.close();
});

describe('the guarded scope', () => {
  it('holds every route that changes state; a gateway with one outside does not start', async () => {
    const changing = app.routeTable.filter((r) =>
      r.method.some((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m)),
    );
    expect(changing.length).toBeGreaterThan(5);
    for (const route of changing) expect(route.config.guarded, route.url).toBe(true);

    const careless = await buildApp(testConfig());
    careless.post('/api/forgotten', async () => ({ done: true }));
    await expect(careless.ready()).rejects.toThrow(/POST \/api\/forgotten is not inside/);
    await careless.close();
  });

  it('every non-public route and procedure refuses an anonymous call', async () => {
    const guarded = app.routeTable.filter(
      (r) => r.config.guarded && r.config.access !== 'procedures',
    );
    expect(guarded.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/catalogue/backup', '/api/uploads/backup', '/api/images']),
    );
    for (const route of guarded) {
      const method = route.method.find((m) => m !== 'HEAD') ?? 'GET';
      const res = await send(base, { method, path: urlOf(route.url) });
      expect(res.status, `${method} ${route.url}`).toBe(401);
      expect(res.json(), `${method} ${route.url}`).toEqual({ message: 'Please sign in.' });
    }
    expect(procedures.length).toBeGreaterThan(40);
    for (const procedure of procedures.filter((p) => !PUBLIC_PROCEDURES.has(p.path))) {
      const res = await send(base, trpcRequest(procedure, {}));
      expect(res.status, procedure.path).toBe(401);
      expect(res.json<{ error: { data: { code: string } } }>().error.data.code).toBe(
        'UNAUTHORIZED',
      );
    }
  });

  it('every route and procedure, public ones included, refuses a cross-site call with a valid session', async () => {
    // Another site, a sibling subdomain (same-site), another port of the same host.
    const attackers: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://admin.127.0.0.1.nip.io', 'sec-fetch-site': 'same-site' },
      { origin: 'http://127.0.0.1:1' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ];
    const guarded = app.routeTable.filter(
      (r) => r.config.guarded && r.config.access !== 'procedures',
    );
    for (const attacker of attackers) {
      const headers = { cookie: `pitboss_session=${cookie}`, ...attacker };
      for (const route of guarded) {
        const method = route.method.find((m) => m !== 'HEAD') ?? 'GET';
        const form = { 'content-type': 'multipart/form-data; boundary=x' };
        const res = await send(base, {
          method,
          path: urlOf(route.url),
          headers: method === 'GET' ? headers : { ...headers, ...form },
          ...(method === 'GET' ? {} : { body: '--x--\r\n' }),
        });
        expect(res.status, `${method} ${route.url} ${JSON.stringify(attacker)}`).toBe(403);
        expect(res.json()).toEqual({ message: 'Cross-site request refused.' });
      }
      for (const procedure of procedures) {
        const res = await send(base, trpcRequest(procedure, headers));
        expect(res.status, `${procedure.path} ${JSON.stringify(attacker)}`).toBe(403);
        expect(res.json<{ error: { message: string } }>().error.message).toBe(
          'Cross-site request refused.',
        );
      }
    }
    // The session still works from the app's own origin.
    const ok = await send(base, { path: '/trpc/auth.session', headers: sameOrigin() });
    expect(ok.status).toBe(200);
  });

  it('an empty multipart form cannot turn maintenance on (CSRF), nor can any non-JSON body', async () => {
    await sandbox.forget();
    for (const type of [
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'text/plain',
      'application/octet-stream',
    ]) {
      const res = await send(base, {
        method: 'POST',
        path: '/trpc/system.enableMaintenance',
        headers: { cookie: `pitboss_session=${cookie}`, 'content-type': type },
        body: type.startsWith('multipart') ? '--x--\r\n' : '{}',
      });
      expect(res.status, type).toBe(415);
      expect(res.json<{ error: { message: string } }>().error.message).toMatch(/only JSON/);
    }
    expect(await sandbox.requests('/system/maintenance/enable')).toEqual([]);
  });

  it('local mode: auth.bypass is refused cross-site and works from the app', async () => {
    const evil = await send(base, {
      method: 'POST',
      path: '/trpc/auth.bypass',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:9' },
      body: '{}',
    });
    expect(evil.status).toBe(403);
    expect(evil.headers['set-cookie']).toBeUndefined();
    const own = await send(base, {
      method: 'POST',
      path: '/trpc/auth.bypass',
      headers: { 'content-type': 'application/json', origin: base },
      body: '{}',
    });
    expect(own.status).toBe(200);
  });

  it('the public procedures still work anonymously from the app', async () => {
    const headers = { origin: base, 'sec-fetch-site': 'same-origin' };
    const me = await send(base, { path: '/trpc/auth.me', headers });
    expect(me.status).toBe(200);
    const health = await send(base, { path: '/healthz' });
    expect(health.status).toBe(200);
    const wrong = await send(base, {
      method: 'POST',
      path: '/trpc/auth.login',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'wrong-password' }),
    });
    expect(wrong.status).toBe(401);
  });
});

describe('the relay handshake', () => {
  function connect(url: string, headers: Record<string, string>) {
    const socket = io(url, {
      path: LIVE_RELAY.path,
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: headers,
    });
    return new Promise<'connected' | 'refused'>((resolve) => {
      socket.on('connect', () => {
        socket.disconnect();
        resolve('connected');
      });
      socket.on('connect_error', () => {
        socket.disconnect();
        resolve('refused');
      });
    });
  }

  it('does not believe X-Forwarded-Host unless the peer is a trusted proxy', async () => {
    const forged = {
      cookie: `pitboss_session=${cookie}`,
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
    };
    expect(await connect(base, forged)).toBe('refused');
    expect(await connect(base, { cookie: `pitboss_session=${cookie}`, origin: base })).toBe(
      'connected',
    );

    const behindProxy = await startGateway({
      TRUST_PROXY: '127.0.0.1',
      ALLOWED_HOSTS: 'admin.casino.example,127.0.0.1',
    });
    try {
      const proxied = await serve(behindProxy);
      const res = await send(proxied, {
        method: 'POST',
        path: '/trpc/auth.login',
        headers: { 'content-type': 'application/json', origin: proxied },
        body: JSON.stringify({ username: 'admin', password: 'Admin123!' }),
      });
      const own = /pitboss_session=([^;]+)/.exec(
        ([] as string[]).concat(res.headers['set-cookie'] ?? []).join(';'),
      )?.[1];
      expect(own).toBeDefined();
      expect(
        await connect(proxied, {
          cookie: `pitboss_session=${own}`,
          origin: 'https://admin.casino.example',
          'x-forwarded-host': 'admin.casino.example',
        }),
      ).toBe('connected');
    } finally {
      await behindProxy.close();
    }
  });
});
