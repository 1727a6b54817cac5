import type { CatalogueChange } from '@pitboss/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFaultSandbox, type FaultSandbox } from './support/fault-sandbox.js';
import { call, sessionCookieOf, startGateway } from './support/gateway.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 1×1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** An MP4's first box (`ftyp`, brand isom). */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x20]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2avc1mp41', 'latin1'),
  Buffer.alloc(64),
]);
const TEXT = Buffer.from('just some words, not an image at all\n');
const FIVE_MB = 5 * 1024 * 1024;
const pngOfSize = (size: number): Buffer => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

interface FileSpec {
  field: string;
  name: string;
  data: Buffer;
  /** The type the browser claims (ignored by the gateway). */
  type?: string;
}

async function form(
  files: FileSpec[],
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const f of files)
    fd.append(f.field, new Blob([f.data], { type: f.type ?? 'application/octet-stream' }), f.name);
  const res = new Response(fd);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  };
}

let sandbox: FaultSandbox;
let app: FastifyInstance;
let cookie: string;
const changes: CatalogueChange[] = [];

async function send(
  method: 'POST' | 'PUT',
  url: string,
  files: FileSpec[],
  options: { cookie?: string | null; fields?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const body = await form(files, options.fields);
  const c = options.cookie === undefined ? cookie : options.cookie;
  return app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(c ? { cookie: `pitboss_session=${c}` } : {}) },
  });
}

interface Recorded {
  method: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
}

async function recorded(path: string): Promise<Recorded[]> {
  const { body } = await sandbox.control(
    'GET',
    `/__sandbox/requests?path=${encodeURIComponent(path)}`,
  );
  return (body as { requests: Recorded[] }).requests;
}

async function anyUploadReachedSandbox(): Promise<string[]> {
  const { body } = await sandbox.control('GET', '/__sandbox/requests');
  return Object.keys((body as { requests: Record<string, unknown> }).requests).filter(
    (p) => !p.startsWith('/auth/'),
  );
}

beforeAll(async () => {
  sandbox = await startFaultSandbox();
  app = await startGateway({
    ADMIN_API_URL: sandbox.url,
    LOGIN_RATE_LIMIT_MAX_PER_USERNAME: '100',
  });
  const { res } = await call(app, 'mutation', 'auth.login', {
    username: 'admin',
    password: 'Admin123!',
  });
  cookie = sessionCookieOf(res) ?? '';
  app.changes.subscribe((c) => changes.push(c));
});
beforeEach(async () => {
  await sandbox.control('DELETE', '/__sandbox/requests');
  await sandbox.control('DELETE', '/__sandbox/faults');
  changes.length = 0;
});
afterAll(async () => {
  await app?.close();
  await sandbox?.stop();
});

describe('guarding', () => {
  it('refuses uploads, the backup and images without a session', async () => {
    const res = await send(
      'POST',
      '/api/uploads/slots/1/image',
      [{ field: 'image', name: 'a.png', data: PNG }],
      { cookie: null },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in.' });
    expect((await app.inject({ url: '/api/catalogue/backup' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          url: `/api/images?src=${encodeURIComponent(`${sandbox.url}/images/placeholder/slot/1.png`)}`,
        })
      ).statusCode,
    ).toBe(401);
    const forged = await app.inject({
      url: '/api/catalogue/backup',
      headers: { authorization: 'Bearer e30.e30.sig' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: 'Invalid or expired access token.' });
    expect(await anyUploadReachedSandbox()).toEqual([]);
  });
});

describe('slot images', () => {
  it('uploads a PNG to the admin API and answers its URL; audited and announced', async () => {
    const res = await send('POST', '/api/uploads/slots/1/image', [
      { field: 'image', name: 'cover.png', data: PNG, type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      imageUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/images\//),
    });
    const [req] = await recorded('/slots/1/updateSlotImage');
    expect(req).toMatchObject({
      method: 'PATCH',
      status: 200,
      body: { field: 'image', filename: 'cover.png', mimetype: 'image/png', size: PNG.length },
    });
    expect(changes).toEqual([
      expect.objectContaining({
        domain: 'slots',
        procedure: 'slots.uploadImage',
        targetId: '1',
        by: expect.objectContaining({ username: 'admin' }),
      }),
    ]);
    const audit = await call(app, 'query', 'audit.list', { domain: 'slots' }, { cookie });
    expect(JSON.stringify(audit.body)).toContain('slots.uploadImage');
  });

  it('judges the real type: a PNG named .txt passes (sent as .png), a text file named .png is refused', async () => {
    const ok = await send('POST', '/api/uploads/slots/2/image', [
      { field: 'image', name: 'notes.txt', data: PNG, type: 'text/plain' },
    ]);
    expect(ok.statusCode).toBe(200);
    expect((await recorded('/slots/2/updateSlotImage'))[0]?.body).toMatchObject({
      filename: 'notes.png',
      mimetype: 'image/png',
    });

    const bad = await send('POST', '/api/uploads/slots/3/image', [
      { field: 'image', name: 'photo.png', data: TEXT, type: 'image/png' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Invalid file type. Please select a JPEG, PNG, GIF, or WebP image.',
      fieldErrors: { image: ['Invalid file type. Please select a JPEG, PNG, GIF, or WebP image.'] },
    });
    expect(await recorded('/slots/3/updateSlotImage')).toEqual([]);
  });

  it('refuses an image over 5 MB with 413, accepts exactly 5 MB', async () => {
    const big = await send('POST', '/api/uploads/slots/4/image', [
      { field: 'image', name: 'big.png', data: pngOfSize(FIVE_MB + 1) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(
      'File size too large. Please select an image smaller than 5MB.',
    );
    expect(await recorded('/slots/4/updateSlotImage')).toEqual([]);
    const edge = await send('POST', '/api/uploads/slots/4/image', [
      { field: 'image', name: 'edge.png', data: pngOfSize(FIVE_MB) },
    ]);
    expect(edge.statusCode).toBe(200);
  });

  it('asks for a file when none is sent, refuses another field name or two files', async () => {
    const none = await send('POST', '/api/uploads/slots/1/image', [], {
      fields: { type: 'image' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select an image file first.');
    const notMultipart = await app.inject({
      method: 'POST',
      url: '/api/uploads/slots/1/image',
      payload: { image: 'x' },
      headers: { cookie: `pitboss_session=${cookie}` },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().message).toBe('Please select an image file first.');
    const other = await send('POST', '/api/uploads/slots/1/image', [
      { field: 'picture', name: 'a.png', data: PNG },
    ]);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Unexpected field');
    const cut = await form([{ field: 'image', name: 'a.png', data: PNG }]);
    const truncated = await app.inject({
      method: 'POST',
      url: '/api/uploads/slots/1/image',
      payload: cut.payload.subarray(0, cut.payload.length - 20),
      headers: { ...cut.headers, cookie: `pitboss_session=${cookie}` },
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toBe('The upload could not be read. Please try again.');
    const two = await send('POST', '/api/uploads/slots/1/image', [
      { field: 'image', name: 'a.png', data: PNG },
      { field: 'image', name: 'b.png', data: PNG },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Please select only one file.');
    expect(await anyUploadReachedSandbox()).toEqual([]);
  });

  it('never lets an id with ../ or %2F reach another upstream path', async () => {
    for (const url of [
      '/api/uploads/slots/..%2F..%2Fapi%2Fdata-transfer%2Fimport/image',
      '/api/uploads/slots/1%2F..%2F2/image',
      '/api/uploads/slots/..%2f1/image',
      '/api/uploads/promotions/1%252F2/image',
    ]) {
      const res = await send('POST', url, [{ field: 'image', name: 'a.png', data: PNG }]);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe('Invalid id');
    }
    // An encoded dot segment does not even match a route.
    const dots = await send('POST', '/api/uploads/slots/%2E%2E/image', [
      { field: 'image', name: 'a.png', data: PNG },
    ]);
    expect([400, 404]).toContain(dots.statusCode);
    expect(await anyUploadReachedSandbox()).toEqual([]);
  });

  it('passes on the admin API’s refusal (unknown slot) and its timeout', async () => {
    const unknown = await send('POST', '/api/uploads/slots/99999/image', [
      { field: 'image', name: 'a.png', data: PNG },
    ]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Slot not found' });
    expect(changes).toEqual([]);

    await sandbox.control('POST', '/__sandbox/faults', {
      path: '/slots/1/updateSlotImage',
      status: 500,
      once: true,
    });
    const failing = await send('POST', '/api/uploads/slots/1/image', [
      { field: 'image', name: 'a.png', data: PNG },
    ]);
    expect(failing.statusCode).toBe(502);
    expect(failing.json()).toEqual({ message: 'Injected fault (500)' });

    const slow = await startGateway({
      ADMIN_API_URL: sandbox.url,
      UPSTREAM_UPLOAD_TIMEOUT_MS: '300',
    });
    try {
      const { res } = await call(slow, 'mutation', 'auth.login', {
        username: 'admin',
        password: 'Admin123!',
      });
      await sandbox.control('POST', '/__sandbox/faults', {
        path: '/slots/1/updateSlotImage',
        delayMs: 2_000,
      });
      const body = await form([{ field: 'image', name: 'a.png', data: PNG }]);
      const timedOut = await slow.inject({
        method: 'POST',
        url: '/api/uploads/slots/1/image',
        payload: body.payload,
        headers: { ...body.headers, cookie: `pitboss_session=${sessionCookieOf(res)}` },
      });
      expect(timedOut.statusCode).toBe(504);
      expect(timedOut.json()).toEqual({ message: 'Request timeout' });
    } finally {
      await sandbox.control('DELETE', '/__sandbox/faults');
      await slow.close();
    }
    // The gateway keeps serving.
    expect(
      (
        await send('POST', '/api/uploads/slots/1/image', [
          { field: 'image', name: 'a.png', data: PNG },
        ])
      ).statusCode,
    ).toBe(200);
  });
});

describe('provider logos and promotion images', () => {
  it('uploads a provider logo with ?type=logo', async () => {
    const res = await send('POST', '/api/uploads/providers/1/logo', [
      { field: 'image', name: 'logo.gif', data: GIF },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().imageUrl).toMatch(/\/images\//);
    const [req] = await recorded('/providers/1/updateProviderImage');
    expect(req).toMatchObject({
      method: 'PATCH',
      query: { type: 'logo' },
      body: { field: 'image', mimetype: 'image/gif' },
    });
  });

  it('uploads a promotion image as imageFile; only images under 5 MB', async () => {
    const ok = await send('POST', '/api/uploads/promotions/1/image', [
      { field: 'imageFile', name: 'promo.png', data: PNG },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().imageUrl).toMatch(/\/images\//);
    expect((await recorded('/promotions/1/updateImage'))[0]).toMatchObject({
      method: 'POST',
      body: { field: 'imageFile' },
    });

    const text = await send('POST', '/api/uploads/promotions/1/image', [
      { field: 'imageFile', name: 'promo.png', data: TEXT },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Please select a valid image file.');
    const exactly5 = await send('POST', '/api/uploads/promotions/1/image', [
      { field: 'imageFile', name: 'p.png', data: pngOfSize(FIVE_MB) },
    ]);
    expect(exactly5.statusCode).toBe(413);
    expect(exactly5.json().message).toBe('Image file size must be less than 5MB.');
    const none = await send('POST', '/api/uploads/promotions/1/image', []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select an image file first.');
    expect(await recorded('/promotions/1/updateImage')).toHaveLength(1);
  });
});

describe('theme files', () => {
  it('uploads and replaces files (field files), answering the theme’s files', async () => {
    const up = await send('POST', '/api/uploads/themes/1/files', [
      { field: 'files', name: 'thumbnail.png', data: PNG },
      { field: 'files', name: 'background.mp4', data: MP4 },
    ]);
    expect(up.statusCode).toBe(200);
    const names = (up.json().files as { name: string }[]).map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['thumbnail.png', 'background.mp4']));
    expect((await recorded('/themes/1/upload'))[0]?.body).toMatchObject({
      files: [
        { name: 'thumbnail.png', contentType: 'image/png' },
        { name: 'background.mp4', contentType: 'video/mp4' },
      ],
    });

    const replaced = await send('PUT', '/api/uploads/themes/1/files', [
      { field: 'files', name: 'landscape.gif', data: GIF },
    ]);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual({
      files: [expect.objectContaining({ name: 'landscape.gif' })],
    });
    expect((await recorded('/themes/1/files/replace'))[0]?.method).toBe('PUT');
    expect(changes.map((c) => c.procedure)).toEqual(['themes.uploadFiles', 'themes.replaceFiles']);
  });

  it('refuses more than 100 files with the count, none at all, and files that are not media', async () => {
    const many = Array.from({ length: 101 }, (_, i) => ({
      field: 'files',
      name: `f${i}.png`,
      data: PNG,
    }));
    const tooMany = await send('POST', '/api/uploads/themes/1/files', many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      'Too many files selected. Maximum allowed is 100 files, but 101 were selected.',
    );
    const hundred = await send('POST', '/api/uploads/themes/1/files', many.slice(0, 100));
    expect(hundred.statusCode).toBe(200);

    const none = await send('PUT', '/api/uploads/themes/1/files', []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select at least one file.');

    const text = await send('POST', '/api/uploads/themes/1/files', [
      { field: 'files', name: 'ok.png', data: PNG },
      { field: 'files', name: 'evil.png', data: Buffer.from('<svg onload="alert(1)"/>') },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().fieldErrors.files).toEqual([expect.stringContaining('evil.png')]);
    expect(await recorded('/themes/1/upload')).toHaveLength(1);
  });

  it("retries after the admin API's 'Unexpected field', one file at a time", async () => {
    const files = [
      { field: 'files', name: 'thumbnail.png', data: PNG },
      { field: 'files', name: 'background.mp4', data: MP4 },
    ];
    await sandbox.control('POST', '/__sandbox/faults', {
      path: '/themes/1/upload',
      method: 'POST',
      status: 400,
      message: 'Unexpected field',
      once: true,
    });
    const up = await send('POST', '/api/uploads/themes/1/files', files);
    expect(up.statusCode).toBe(200);
    const sent = await recorded('/themes/1/upload');
    expect(sent.map((r) => r.status)).toEqual([400, 200, 200]);
    expect(sent.slice(1).map((r) => r.body)).toMatchObject([
      { files: [{ name: 'thumbnail.png' }] },
      { files: [{ name: 'background.mp4' }] },
    ]);
    expect((up.json().files as { name: string }[]).map((f) => f.name)).toEqual(
      expect.arrayContaining(['thumbnail.png', 'background.mp4']),
    );

    // a replace: replaced with the first file, then the others added
    await sandbox.control('DELETE', '/__sandbox/requests');
    await sandbox.control('POST', '/__sandbox/faults', {
      path: '/themes/1/files/replace',
      status: 400,
      message: 'Unexpected field',
      once: true,
    });
    const replaced = await send('PUT', '/api/uploads/themes/1/files', [
      { field: 'files', name: 'landscape.gif', data: GIF },
      { field: 'files', name: 'thumbnail.png', data: PNG },
    ]);
    expect(replaced.statusCode).toBe(200);
    expect((await recorded('/themes/1/files/replace')).map((r) => r.status)).toEqual([400, 200]);
    expect((await recorded('/themes/1/upload')).map((r) => r.status)).toEqual([200]);
    expect((replaced.json().files as { name: string }[]).map((f) => f.name).sort()).toEqual([
      'landscape.gif',
      'thumbnail.png',
    ]);
    // any other refusal is not retried
    await sandbox.control('POST', '/__sandbox/faults', {
      path: '/themes/1/upload',
      status: 400,
      message: 'Theme is locked',
      once: true,
    });
    const locked = await send('POST', '/api/uploads/themes/1/files', files);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe('Theme is locked');
  });

  it('refuses a theme file over the per-file limit with 413', async () => {
    const small = await startGateway({ ADMIN_API_URL: sandbox.url, UPLOAD_MAX_FILE_BYTES: '1024' });
    try {
      const { res } = await call(small, 'mutation', 'auth.login', {
        username: 'admin',
        password: 'Admin123!',
      });
      const body = await form([{ field: 'files', name: 'big.png', data: pngOfSize(2048) }]);
      const out = await small.inject({
        method: 'POST',
        url: '/api/uploads/themes/1/files',
        payload: body.payload,
        headers: { ...body.headers, cookie: `pitboss_session=${sessionCookieOf(res)}` },
      });
      expect(out.statusCode).toBe(413);
      expect(out.json().message).toMatch(/big\.png.*too large/);
    } finally {
      await small.close();
    }
  });
});

describe('backup', () => {
  it('downloads backup.json, then imports the same file', async () => {
    const down = await app.inject({
      url: '/api/catalogue/backup',
      headers: { cookie: `pitboss_session=${cookie}` },
    });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-disposition']).toBe('attachment; filename="backup.json"');
    expect(down.headers['content-type']).toMatch(/^application\/json/);
    const backup = down.json<{ version: number; tables: Record<string, unknown[]> }>();
    expect(backup.version).toBe(1);
    expect(backup.tables.slots?.length).toBeGreaterThan(0);

    const imported = await send('POST', '/api/uploads/backup', [
      { field: 'file', name: 'backup.json', data: down.rawPayload, type: 'application/json' },
    ]);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({
      ok: true,
      message: 'Backup imported successfully!',
      imported: expect.any(Object),
    });
    expect((await recorded('/api/data-transfer/import'))[0]).toMatchObject({
      method: 'POST',
      status: 200,
    });
    expect(changes.map((c) => c.procedure)).toEqual(['catalogue.importBackup']);
  });

  it('refuses a missing file, a file that is not JSON, a binary file; passes on the admin API’s refusal', async () => {
    const none = await send('POST', '/api/uploads/backup', []);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      message: 'Please select a file.',
      fieldErrors: { file: ['Please select a file.'] },
    });
    const notJson = await send('POST', '/api/uploads/backup', [
      { field: 'file', name: 'backup.json', data: Buffer.from('{"version": 1, ') },
    ]);
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('Import failed.');
    const png = await send('POST', '/api/uploads/backup', [
      { field: 'file', name: 'backup.json', data: PNG },
    ]);
    expect(png.statusCode).toBe(400);
    expect(await recorded('/api/data-transfer/import')).toEqual([]);

    const wrongShape = await send('POST', '/api/uploads/backup', [
      { field: 'file', name: 'backup.json', data: Buffer.from('{"version": 99}') },
    ]);
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().message).not.toBe('Import failed.');
    expect(await recorded('/api/data-transfer/import')).toHaveLength(1);
  });

  it('answers JSON with "Backup download failed." when the admin API fails', async () => {
    await sandbox.control('POST', '/__sandbox/faults', {
      path: '/api/data-transfer/export/download',
      status: 500,
    });
    const res = await app.inject({
      url: '/api/catalogue/backup',
      headers: { cookie: `pitboss_session=${cookie}` },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: 'Backup download failed.',
      detail: 'Injected fault (500)',
    });
  });
});

describe('the image proxy', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { cookie: `pitboss_session=${cookie}`, ...headers } });

  it('proxies an admin API image with the spec sizes and caching headers', async () => {
    const src = `${sandbox.url}/images/placeholder/slot/1.png`;
    const res = await get(`/api/images?src=${encodeURIComponent(src)}&size=slot`, {
      'accept-encoding': 'gzip',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+/);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.rawPayload.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    expect((await recorded('/images/placeholder/slot/1.png'))[0]?.query).toEqual({
      w: '360',
      h: '472',
      fit: 'min',
    });

    const provider = await get(
      `/api/images?src=${encodeURIComponent(`${sandbox.url}/images/placeholder/provider/1.png`)}&size=provider`,
    );
    expect(provider.statusCode).toBe(200);
    expect((await recorded('/images/placeholder/provider/1.png'))[0]?.query).toEqual({
      w: '300',
      h: '100',
      fit: 'crop',
    });
  });

  it('proxies theme media by slug', async () => {
    const thumb = await get('/api/images/themes/emerald-felt/thumbnail?w=200&h=100&fit=cover');
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toMatch(/^image\//);
    const video = await get('/api/images/themes/emerald-felt/background');
    expect(video.statusCode).toBe(200);
    expect(await recorded('/media/themes/emerald-felt/background.mp4')).toHaveLength(1);
    expect((await get('/api/images/themes/..%2Fx/thumbnail')).statusCode).toBe(400);
    expect((await get('/api/images/themes/emerald-felt/secrets')).statusCode).toBe(400);
  });

  it('refuses other hosts and anything that is not an image', async () => {
    for (const src of [
      'https://evil.example/a.png',
      'http://169.254.169.254/latest/meta-data/',
      `${sandbox.url.replace('127.0.0.1', 'localhost')}/images/placeholder/slot/1.png`,
      `http://user:pw@${new URL(sandbox.url).host}/images/placeholder/slot/1.png`,
      'javascript:alert(1)',
      'not a url',
    ]) {
      const res = await get(`/api/images?src=${encodeURIComponent(src)}`);
      expect(res.statusCode, src).toBe(400);
      expect(res.json().message).toBe('Only images from the admin API can be shown.');
    }
    const json = await get(`/api/images?src=${encodeURIComponent(`${sandbox.url}/healthz`)}`);
    expect(json.statusCode).toBe(502);
    expect(json.json().message).toBe('The image host did not answer with an image.');
    const missing = await get(
      `/api/images?src=${encodeURIComponent(`${sandbox.url}/images/uploads/nope.png`)}`,
    );
    expect(missing.statusCode).toBe(404);
    expect(
      (
        await get(
          `/api/images?src=${encodeURIComponent(`${sandbox.url}/images/placeholder/slot/1.png`)}&w=0`,
        )
      ).statusCode,
    ).toBe(400);
  });
});
