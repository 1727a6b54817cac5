import { createServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/index.js';
import { call, sessionCookieOf, testConfig } from './support/gateway.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const BIG = 4 * 1024 * 1024;

/**
 * A slow image host: `/slow-headers.png` answers after 600 ms, `/slow-body.png` sends its headers
 * and the first 64 kB of a 4 MB image, then waits. It notes every request's headers and when each
 * answer's connection closed.
 */
let host: Server;
let hostUrl: string;
const seen: IncomingHttpHeaders[] = [];
const closed = new Map<string, number>();
const sockets = new Set<unknown>();

/** An origin nobody listens on. */
let deadUrl: string;
let app: FastifyInstance;
let gatewayUrl: string;
let cookie: string;
const logs: { level: number; msg: string }[] = [];

beforeAll(async () => {
  host = createServer((req, res) => {
    seen.push(req.headers);
    sockets.add(req.socket);
    res.once('close', () => closed.set(req.url ?? '', Date.now()));
    if (req.url?.startsWith('/slow-headers.png')) {
      setTimeout(() => {
        if (!res.destroyed) res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      }, 600);
    } else if (req.url?.startsWith('/slow-body.png')) {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(BIG) });
      res.write(Buffer.concat([PNG, Buffer.alloc(64 * 1024)]));
    } else {
      res.writeHead(200, { 'content-type': 'image/png', connection: 'keep-alive' }).end(PNG);
    }
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  const gone = createServer();
  await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
  deadUrl = `http://127.0.0.1:${(gone.address() as AddressInfo).port}`;
  await new Promise((resolve) => gone.close(resolve));
  const origins = `${hostUrl},${deadUrl}`;
  app = await buildApp(testConfig({ LOG_LEVEL: 'debug', IMAGE_PROXY_ORIGINS: origins }), {
    logStream: {
      write(line: string) {
        const entry = JSON.parse(line) as { level: number; msg: string };
        logs.push({ level: entry.level, msg: `${entry.msg} ${line}` });
      },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  gatewayUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const { res } = await call(app, 'mutation', 'auth.login', {
    username: 'admin',
    password: 'Admin123!',
  });
  cookie = `pitboss_session=${sessionCookieOf(res) ?? ''}`;
});
afterAll(async () => {
  await app?.close();
  host?.closeAllConnections();
  await new Promise((resolve) => host?.close(resolve));
});

const imageUrl = (path: string): string =>
  `${gatewayUrl}/api/images?src=${encodeURIComponent(`${hostUrl}${path}`)}`;

/** Opens the image, then goes away: after the first body chunk, or after `afterMs`. */
function leave(path: string, when: { afterFirstChunk: true } | { afterMs: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = httpGet(imageUrl(path), { headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`HTTP ${res.statusCode}`));
      res.once('data', () => {
        if ('afterFirstChunk' in when) {
          req.destroy();
          resolve();
        }
      });
    });
    req.on('error', () => undefined);
    if ('afterMs' in when)
      setTimeout(() => {
        req.destroy();
        resolve();
      }, when.afterMs);
  });
}

const until = async (check: () => boolean, ms = 5000): Promise<void> => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
};

const errors = () => logs.filter((l) => l.level >= 50);

describe('the image proxy on @fastify/reply-from', () => {
  it('streams an image with only the browser-safe headers, never the cookie, over pooled connections', async () => {
    seen.length = 0;
    sockets.clear();
    for (let i = 0; i < 3; i += 1) {
      const res = await fetch(imageUrl(`/a${i}.png`), {
        headers: { cookie, connection: 'keep-alive, x-drop', 'x-drop': 'hop' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('content-security-policy')).toContain('sandbox');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    }
    for (const headers of seen) {
      expect(headers.cookie).toBeUndefined();
      expect(headers.authorization).toBeUndefined();
      expect(headers['x-drop']).toBeUndefined();
    }
    // one keep-alive connection carried the three sequential requests
    expect(sockets.size).toBe(1);
  });

  it('a browser that goes away mid-image ends the upstream stream and is not an error', async () => {
    logs.length = 0;
    await leave('/slow-body.png', { afterFirstChunk: true });
    await until(() => closed.has('/slow-body.png'));
    await new Promise((r) => setTimeout(r, 200));
    expect(errors()).toEqual([]);
  });

  it('a browser that goes away before the image host answers is not an error', async () => {
    logs.length = 0;
    await leave('/slow-headers.png', { afterMs: 150 });
    await until(() => closed.has('/slow-headers.png'), 5000);
    await new Promise((r) => setTimeout(r, 300));
    expect(errors()).toEqual([]);
    expect(logs.some((l) => l.msg.includes('cannot be reached'))).toBe(false);
  });

  it('an image host that cannot be reached is still an error, with the message', async () => {
    const res = await fetch(
      `${gatewayUrl}/api/images?src=${encodeURIComponent(`${deadUrl}/x.png`)}`,
      { headers: { cookie } },
    );
    expect(res.status).toBe(502);
    expect(((await res.json()) as { message: string }).message).toBe(
      'The image host cannot be reached.',
    );
  });
});
