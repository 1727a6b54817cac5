import { SLOT_MESSAGES } from '@pitboss/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from './support/admin.js';
import { startFaultSandbox, type FaultSandbox } from './support/fault-sandbox.js';
import { startGateway } from './support/gateway.js';

/**
 * The size limits of the provider logo (the image limit, 5 MB by default) and of the backup import
 * (UPLOAD_MAX_BACKUP_BYTES), over the gateway's upload routes: one byte over is refused with the
 * message and sends nothing to the admin API; exactly the limit is passed on.
 */
const BACKUP_LIMIT = 1024 * 1024;
const FIVE_MB = 5 * 1024 * 1024;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pngOfSize = (size: number): Buffer => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
/** A JSON object of exactly `size` bytes. */
const jsonOfSize = (size: number): Buffer => {
  const head = '{"version":1,"tables":{},"pad":"';
  return Buffer.from(`${head}${'x'.repeat(size - head.length - 2)}"}`);
};

let upstream: FaultSandbox;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  upstream = await startFaultSandbox();
  app = await startGateway({
    ADMIN_API_URL: upstream.url,
    UPLOAD_MAX_BACKUP_BYTES: String(BACKUP_LIMIT),
  });
  cookie = await adminCookie(app);
});
afterEach(async () => {
  await upstream.control('DELETE', '/__sandbox/requests');
});
afterAll(async () => {
  await app?.close();
  await upstream?.stop();
});

async function upload(url: string, field: string, name: string, data: Buffer) {
  const fd = new FormData();
  fd.append(field, new Blob([data]), name);
  const body = new Response(fd);
  return app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await body.arrayBuffer()),
    headers: {
      'content-type': body.headers.get('content-type') ?? '',
      cookie: `pitboss_session=${cookie}`,
    },
  });
}

/** The paths the admin API was asked for since the last test. */
async function asked(): Promise<string[]> {
  const r = await upstream.control('GET', '/__sandbox/requests');
  return Object.keys((r.body as { requests: Record<string, unknown> }).requests);
}

const messageOf = (res: LightMyRequestResponse): unknown =>
  (res.json() as { message?: unknown; error?: { message?: unknown } }).message ??
  (res.json() as { error?: { message?: unknown } }).error?.message;

describe('the provider logo limit', () => {
  it('one byte over 5 MB is refused with the message, and nothing is sent', async () => {
    const res = await upload(
      '/api/uploads/providers/1/logo',
      'image',
      'big.png',
      pngOfSize(FIVE_MB + 1),
    );
    expect(res.statusCode).toBe(413);
    expect(messageOf(res)).toBe(SLOT_MESSAGES.imageTooLarge);
    expect((await asked()).filter((p) => p.startsWith('/providers/'))).toEqual([]);
  });

  it('exactly 5 MB is passed on to the admin API', async () => {
    const res = await upload(
      '/api/uploads/providers/1/logo',
      'image',
      'edge.png',
      pngOfSize(FIVE_MB),
    );
    expect(res.statusCode, res.body).not.toBe(413);
    expect(res.statusCode).toBe(200);
    expect((await asked()).filter((p) => p.startsWith('/providers/'))).toEqual([
      '/providers/1/updateProviderImage',
    ]);
  });
});

describe('the backup upload limit', () => {
  it('one byte over the limit is refused with the message, and nothing is sent', async () => {
    const res = await upload(
      '/api/uploads/backup',
      'file',
      'backup.json',
      jsonOfSize(BACKUP_LIMIT + 1),
    );
    expect(res.statusCode).toBe(413);
    expect(messageOf(res)).toBe('The backup file is too large. The maximum is 1MB.');
    expect(await asked()).toEqual([]);
  });

  it('exactly the limit is passed on to the admin API', async () => {
    const res = await upload(
      '/api/uploads/backup',
      'file',
      'backup.json',
      jsonOfSize(BACKUP_LIMIT),
    );
    expect(res.statusCode, res.body).not.toBe(413);
    expect(await asked()).toContain('/api/data-transfer/import');
  });
});
