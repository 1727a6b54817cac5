import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from './support/admin.js';
import { call, startGateway, tempDir } from './support/gateway.js';
import { freePort } from './support/ports.js';

let dir: string;
let app: FastifyInstance;
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

beforeAll(async () => {
  dir = await tempDir();
  await mkdir(path.join(dir, 'web', 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'web', 'index.html'), INDEX);
  await writeFile(
    path.join(dir, 'web', 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  await writeFile(
    path.join(dir, 'web', 'favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  app = await startGateway({ WEB_DIST_DIR: path.join(dir, 'web') });
});
afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves index.html at / without caching, with security headers and a CSP', async () => {
    const res = await app.inject({ url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/img-src 'self' data: blob: http:\/\/127\.0\.0\.1:\d+/);
    expect(csp).toMatch(/frame-src http:\/\/127\.0\.0\.1:\d+/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reloads app routes to index.html', async () => {
    for (const url of ['/curator/x', '/dashboard', '/promotions?page=2&archived=1']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('long-caches hashed assets and compresses them', async () => {
    const res = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('does not fall back for API paths, files or non-HTML requests', async () => {
    for (const url of ['/api/nothing', '/live/x', '/assets/missing-1.js', '/curator/x.png']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toBe(INDEX);
    }
    expect(
      (await app.inject({ url: '/curator/x', headers: { accept: 'application/json' } })).statusCode,
    ).toBe(404);
    const trpc = await app.inject({ url: '/trpc/nothing.here', headers: html });
    expect(trpc.statusCode).toBe(404);
    expect(trpc.json()).toMatchObject({ error: { data: { code: 'NOT_FOUND' } } });
  });
});

describe('index.html and the session cookie', () => {
  it('sends the page as built at / and on app routes, with or without a session cookie', async () => {
    for (const url of ['/', '/curator', '/promotions?page=2'])
      for (const cookie of [undefined, 'pitboss_session=abc', 'other=1']) {
        const res = await app.inject({ url, headers: { ...html, ...(cookie ? { cookie } : {}) } });
        expect(res.statusCode, `${url} ${cookie}`).toBe(200);
        expect(res.headers['cache-control'], `${url} ${cookie}`).toBe('no-cache');
        expect(res.headers['content-type'], `${url} ${cookie}`).toMatch(/^text\/html/);
        expect(res.body, `${url} ${cookie}`).toBe(INDEX);
      }
  });
});

describe('health and metrics', () => {
  it('/healthz and /readyz answer', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', adminApi: 'ok', identity: 'ok' },
    });
  });

  it('/readyz answers 503 when the admin API is unreachable', async () => {
    const down = await startGateway({ ADMIN_API_URL: `http://127.0.0.1:${await freePort()}` });
    try {
      const res = await down.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'not ready',
        failing: ['adminApi'],
        checks: {
          database: 'ok',
          identity: 'ok',
          adminApi: expect.stringMatching(/^unreachable: connect ECONNREFUSED /),
        },
      });
    } finally {
      await down.close();
    }
  });

  it('/readyz names an unreachable identity service, and sign-in says so in the screen words', async () => {
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    const down = await startGateway({ COGNITO_ENDPOINT: endpoint });
    try {
      const res = await down.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'not ready',
        failing: ['identity'],
        checks: {
          database: 'ok',
          adminApi: 'ok',
          identity: expect.stringMatching(/^unreachable: /),
        },
      });
      // not an operator (another machine, no token): the names only
      const outside = await down.inject({ url: '/readyz', remoteAddress: '203.0.113.9' });
      expect(outside.json()).toEqual({ status: 'not ready', failing: ['identity'] });

      const login = await call(down, 'mutation', 'auth.login', {
        username: 'admin',
        password: 'Admin123!',
      });
      expect(login.body.error?.message).toBe('Login failed. Please try again.');
      expect(JSON.stringify(login.body)).not.toContain('127.0.0.1');
    } finally {
      await down.close();
    }
  });

  it('/metrics has procedure durations, upstream errors and live sockets', async () => {
    await call(app, 'query', 'auth.me');
    const res = await app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(
      /pitboss_trpc_procedure_duration_seconds_count\{[^}]*procedure="auth.me"[^}]*\} 1/,
    );
    expect(res.body).toContain('# TYPE pitboss_upstream_errors_total counter');
    expect(res.body).toMatch(/pitboss_live_sockets\{[^}]*\} 0/);
  });
});

describe('tRPC answers', () => {
  const get = async (url: string, cookie: string) =>
    app.inject({
      url,
      headers: { cookie: `pitboss_session=${cookie}`, 'accept-encoding': 'br, gzip' },
    });

  // tRPC's adapter answers with a stream of unknown length, so every answer is compressed for a
  // client that accepts it, and left as it is for one that does not.
  it('leave as they are for a client that accepts no encoding, compressed otherwise; security headers on both', async () => {
    const cookie = await adminCookie(app);
    const small = await app.inject({
      url: '/trpc/auth.me',
      headers: { cookie: `pitboss_session=${cookie}` },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-type']).toMatch(/^application\/json/);
    expect(small.headers['x-content-type-options']).toBe('nosniff');
    expect(small.json()).toMatchObject({ result: { data: { user: { username: 'admin' } } } });

    const input = { page: 1, limit: 32, order: 'ASC', sort: 'default', status: 'all' };
    const large = await get(
      `/trpc/slots.filter?input=${encodeURIComponent(JSON.stringify(input))}`,
      cookie,
    );
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    expect(large.headers['content-security-policy']).toContain("default-src 'self'");
    const body = JSON.parse(brotliDecompressSync(large.rawPayload).toString('utf8')) as {
      result: { data: { items: unknown[] } };
    };
    expect(body.result.data.items.length).toBeGreaterThan(0);
  });
});
