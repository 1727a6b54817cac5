import http from 'node:http';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loadConfig } from '../src/index.js';
import { tempDir, testConfig } from './support/gateway.js';
import { send, serve } from './support/http.js';

let app: FastifyInstance;
let base: string;
let port: string;

beforeAll(async () => {
  app = await buildApp(testConfig());
  base = await serve(app);
  port = new URL(base).port;
});
afterAll(async () => {
  await app?.close();
});

const rebind = () => `rebind.attacker.example:${port}`;

/** A websocket upgrade of the relay under `host`: "101" or "<status> <body>". */
function upgrade(host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL('/live/?EIO=4&transport=websocket', base), {
      agent: false,
      headers: {
        host,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    req.on('upgrade', (_res, socket) => {
      socket.destroy();
      resolve('101');
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve(`${res.statusCode} ${body}`));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a local-mode gateway reached under another host name (DNS rebinding)', () => {
  it('answers 421 to the bypass, auth.me and the backup, and sets no cookie', async () => {
    const bypass = await send(base, {
      method: 'POST',
      path: '/trpc/auth.bypass',
      headers: {
        host: rebind(),
        origin: `http://${rebind()}`,
        'content-type': 'application/json',
      },
      body: 'null',
    });
    expect(bypass.status).toBe(421);
    expect(bypass.headers['set-cookie']).toBeUndefined();
    expect(bypass.json()).toEqual({ message: 'This gateway does not answer for that host name.' });

    const me = await send(base, { path: '/trpc/auth.me', headers: { host: rebind() } });
    expect(me.status).toBe(421);
    expect(me.text).not.toMatch(/bypassEnabled/);

    const backup = await send(base, {
      path: '/api/catalogue/backup',
      headers: { host: rebind() },
    });
    expect(backup.status).toBe(421);
  });

  it('refuses the relay handshake under that name', async () => {
    expect(await upgrade(rebind())).toMatch(/^400 .*Forbidden/s);
    expect(await upgrade(`localhost:${port}`)).toMatch(/^101/);
  });

  it('still answers its own names: localhost, 127.0.0.1, [::1]', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      const res = await send(base, {
        method: 'POST',
        path: '/trpc/auth.bypass',
        headers: { host, origin: `http://${host}`, 'content-type': 'application/json' },
        body: 'null',
      });
      expect(res.status, host).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/pitboss_session=/);
    }
  });
});

describe('local mode is explicit', () => {
  const local = {
    COGNITO_USER_POOL_ID: 'local_abc123',
    COGNITO_CLIENT_ID: 'client123',
    COGNITO_ENDPOINT: 'http://127.0.0.1:9229',
  };

  it('a cognito-local endpoint without AUTH_MODE=local is refused, not taken as local mode', async () => {
    expect(() => loadConfig({ ...local })).toThrow(/COGNITO_ENDPOINT: .*needs AUTH_MODE=local/);
    const dir = await tempDir();
    const file = path.join(dir, 'identity.json');
    await writeFile(
      file,
      JSON.stringify({ endpoint: 'http://127.0.0.1:9229', userPoolId: 'local_x1', clientId: 'c' }),
    );
    expect(() => loadConfig({ COGNITO_IDENTITY_FILE: file })).toThrow(/needs AUTH_MODE=local/);
    expect(loadConfig({ COGNITO_IDENTITY_FILE: file, AUTH_MODE: 'local' }).localMode).toBe(true);
  });

  it('listens on 127.0.0.1 in local mode unless HOST says otherwise; localhost names only', () => {
    const c = loadConfig({ ...local, AUTH_MODE: 'local' });
    expect(c.host).toBe('127.0.0.1');
    expect(c.allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    const open = loadConfig({
      ...local,
      AUTH_MODE: 'local',
      HOST: '0.0.0.0',
      ALLOWED_HOSTS: 'pitboss.lan, localhost',
    });
    expect(open.host).toBe('0.0.0.0');
    expect(open.allowedHosts).toEqual(['pitboss.lan', 'localhost']);
    expect(() =>
      loadConfig({ ...local, AUTH_MODE: 'local', ALLOWED_HOSTS: 'http://x:80' }),
    ).toThrow(/ALLOWED_HOSTS/);
  });

  it.each(['Production', 'prod', 'production ', 'PRODUCTION', 'staging'])(
    'NODE_ENV=%j is refused, naming the variable',
    (value) => {
      expect(() => loadConfig({ ...local, AUTH_MODE: 'local', NODE_ENV: value })).toThrow(
        /^Invalid configuration: .*NODE_ENV must be exactly development, production or test/,
      );
    },
  );

  it('AUTH_MODE=local, the bypass and a cognito-local endpoint are refused under production', () => {
    const prod = {
      NODE_ENV: 'production',
      ADMIN_API_URL: 'https://admin.example',
      SESSION_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      COGNITO_USER_POOL_ID: 'eu-central-1_AbCdEf123',
      COGNITO_CLIENT_ID: 'client123',
    };
    expect(() => loadConfig({ ...prod, AUTH_MODE: 'local' })).toThrow(/AUTH_MODE: local mode/);
    expect(() => loadConfig({ ...prod, AUTH_BYPASS: 'true' })).toThrow(/AUTH_BYPASS/);
    expect(() => loadConfig({ ...prod, COGNITO_ENDPOINT: 'http://127.0.0.1:9229' })).toThrow(
      /COGNITO_ENDPOINT: local mode/,
    );
    expect(loadConfig(prod).localMode).toBe(false);
  });
});

describe('a failed configuration', () => {
  it('names every problem at once, in one message', () => {
    let message = '';
    try {
      loadConfig({
        COGNITO_USER_POOL_ID: 'not a pool',
        COGNITO_CLIENT_ID: 'c',
        TRUST_PROXY: 'maybe',
        PORT: 'eighty',
        NODE_ENV: 'prod',
      });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration: /);
    expect(message.match(/Invalid configuration/g)).toHaveLength(1);
    for (const name of ['COGNITO_USER_POOL_ID', 'TRUST_PROXY', 'PORT', 'NODE_ENV']) {
      expect(message, name).toContain(name);
    }
    expect(message).not.toMatch(/TypeError/);
  });

  it('TRUST_PROXY accepts hop counts, addresses and ranges', () => {
    const pool = { COGNITO_USER_POOL_ID: 'eu-central-1_AbC1', COGNITO_CLIENT_ID: 'c' };
    expect(loadConfig({ ...pool, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
    expect(typeof loadConfig({ ...pool, TRUST_PROXY: '2' }).trustProxy).toBe('function');
    expect(loadConfig({ ...pool, TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });
});

describe('security headers', () => {
  it('X-Frame-Options agrees with frame-ancestors none', async () => {
    const res = await send(base, { path: '/healthz', headers: { host: `localhost:${port}` } });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/);
  });
});
