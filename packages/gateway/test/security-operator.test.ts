import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanFilename } from '../src/routes/uploads-receive.js';
import { startGateway } from './support/gateway.js';
import { send, serve, signInOver } from './support/http.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A BMP's header (file-type knows it as image/bmp). */
const BMP = Buffer.concat([
  Buffer.from('BM', 'latin1'),
  Buffer.from([0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 0x28, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0]),
  Buffer.from([1, 0, 0x18, 0]),
  Buffer.alloc(40),
]);
const TOKEN = 'operator-token-0123456789';

async function multipart(field: string, name: string, data: Buffer) {
  const fd = new FormData();
  fd.append(field, new Blob([data], { type: 'image/png' }), name);
  const res = new Response(fd);
  return {
    body: Buffer.from(await res.arrayBuffer()),
    type: res.headers.get('content-type') ?? '',
  };
}

describe('metrics and readiness details', () => {
  let app: FastifyInstance;
  let open: FastifyInstance;
  beforeAll(async () => {
    app = await startGateway({ METRICS_TOKEN: TOKEN });
    open = await startGateway();
  });
  afterAll(async () => {
    await app?.close();
    await open?.close();
  });

  it('/metrics needs the operator token; /readyz shows its details only to operators', async () => {
    const base = await serve(app);
    expect((await send(base, { path: '/metrics' })).status).toBe(401);
    expect(
      (await send(base, { path: '/metrics', headers: { authorization: 'Bearer wrong' } })).status,
    ).toBe(401);
    const ok = await send(base, {
      path: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('# HELP');
    const ready = await send(base, { path: '/readyz' });
    expect(ready.json()).not.toHaveProperty('checks');
    const detailed = await send(base, {
      path: '/readyz',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(detailed.json()).toHaveProperty('checks');
  });

  it('without a token, only callers on the gateway’s machine read them', async () => {
    const remote = await open.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(401);
    const ready = await open.inject({ url: '/readyz', remoteAddress: '203.0.113.9' });
    expect(ready.json()).not.toHaveProperty('checks');
    expect((await open.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(
      200,
    );
  });
});

describe('upload checks', () => {
  let app: FastifyInstance;
  let base: string;
  let cookie: string;
  beforeAll(async () => {
    app = await startGateway();
    base = await serve(app);
    cookie = await signInOver(base);
  });
  afterAll(async () => {
    await app?.close();
  });

  const upload = async (path: string, field: string, name: string, data: Buffer) => {
    const form = await multipart(field, name, data);
    return send(base, {
      method: 'POST',
      path,
      headers: { origin: base, cookie: `pitboss_session=${cookie}`, 'content-type': form.type },
      body: form.body,
    });
  };

  it('a promotion image must be a type the admin API takes (a BMP is refused)', async () => {
    const res = await upload('/api/uploads/promotions/1/image', 'imageFile', 'x.bmp', BMP);
    expect(res.status).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/image/i);
  });

  it('theme dot-files are refused; bidi controls are stripped from file names', async () => {
    const res = await upload('/api/uploads/themes/1/files', 'files', '.htaccess', PNG);
    expect(res.status).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      'Theme file names cannot start with a dot.',
    );
    expect(cleanFilename('evil\u202Egnp.exe')).toBe('evilgnp.exe');
    expect(cleanFilename('a\u2066b\u2069c\u200f.png')).toBe('abc.png');
  });
});
