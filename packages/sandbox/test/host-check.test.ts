// The sandbox answers only requests that name it: a page elsewhere that reaches its port by DNS
// rebinding (or calls it across origins) gets nothing, over HTTP or socket.io.
import { request } from 'node:http';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSandbox } from '../src/app.js';
import { env } from './helpers.js';

const REBIND = 'rebind.attacker.example';

/** A raw GET with the given headers (fetch would not send our own Host). */
function get(
  pathname: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const url = new URL(env.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: pathname, method: 'GET', headers },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the sandbox answers only for its own host names', () => {
  it('refuses another Host with 421 before any route, and answers its own', async () => {
    const port = new URL(env.baseUrl).port;
    const auth = { authorization: `Bearer ${env.adminToken}` };
    const foreign = await get('/slots?page=1&limit=1', { ...auth, host: `${REBIND}:${port}` });
    expect(foreign.status).toBe(421);
    expect(JSON.parse(foreign.body)).toMatchObject({
      message: 'This sandbox does not answer for that host name.',
    });
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      expect((await get('/slots?page=1&limit=1', { ...auth, host })).status).toBe(200);
    }
  });

  it('allows no other origin to read it', async () => {
    const answer = await get('/healthz', { origin: `http://${REBIND}` });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('opens no socket.io session for another Host', async () => {
    const port = new URL(env.baseUrl).port;
    const poll = '/socket.io/?EIO=4&transport=polling';
    expect((await get(poll, { host: `${REBIND}:${port}` })).status).toBe(403);
    expect((await get(poll, { host: `127.0.0.1:${port}` })).status).toBe(200);
  });
});

describe('the data folder', () => {
  it('is its owner’s alone', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'pitboss-sandbox-modes-'));
    const dataDir = path.join(parent, 'data');
    try {
      const app = await buildSandbox({
        identity: env.identity,
        dataDir,
        seedCounts: {
          slots: 20,
          providers: 2,
          groups: 2,
          promotions: 1,
          promoCodes: 1,
          tables: 1,
          themes: 1,
        },
      });
      await app.close();
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  }, 120_000);
});
