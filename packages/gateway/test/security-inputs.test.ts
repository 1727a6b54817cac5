import net from 'node:net';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandbox } from './support/admin.js';
import { startFaultSandbox, type FaultSandbox } from './support/fault-sandbox.js';
import { buildApp } from '../src/index.js';
import { startGateway, testConfig } from './support/gateway.js';
import { send, serve, signInOver, trpcOver } from './support/http.js';

let app: FastifyInstance;
let base: string;
let cookie: string;
/** The gateway's log lines (info and up), for what a failure leaves in the log. */
const logs: { level: number; msg: string; line: string }[] = [];

beforeAll(async () => {
  app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), {
    logStream: {
      write(line: string) {
        const entry = JSON.parse(line) as { level: number; msg: string };
        logs.push({ level: entry.level, msg: entry.msg, line });
      },
    },
  });
  base = await serve(app);
  cookie = await signInOver(base);
});
afterAll(async () => {
  await app?.close();
});

/** What reached the admin API other than sign-in and token checks. */
async function entityRequests(): Promise<string[]> {
  return (await sandbox.allRequests())
    .map((r) => `${r.method} ${r.path}`)
    .filter((r) => !/ \/(auth|api\/auth|users?)\b/.test(r));
}

/**
 * The admin API issues positive integer ids and reads a path id with `Number()`: `0x10` is slot
 * 16, `1e3` is 1000, ` 1` and `01` are 1. Every other spelling of an id must stop at the gateway,
 * or one entity can be changed under a name the audit trail does not know.
 */
const ALIASES = ['0x10', '1e3', ' 1', '-1', '01', '1.0', '+1', '0'];

describe('ids that are other spellings of a number', () => {
  it('are refused with 400 Invalid id on /trpc (query and mutation), REST and uploads; nothing reaches the admin API', async () => {
    await sandbox.forget();
    for (const alias of ALIASES) {
      const query = await trpcOver(base, cookie, 'query', 'slots.get', { id: alias });
      expect(query.status, `slots.get ${alias}`).toBe(400);
      expect(query.json<{ error: { message: string } }>().error.message).toBe('Invalid id');

      const mutation = await trpcOver(base, cookie, 'mutation', 'promotions.delete', {
        id: alias,
      });
      expect(mutation.status, `promotions.delete ${alias}`).toBe(400);
      expect(mutation.json<{ error: { message: string } }>().error.message).toBe(
        'Promotion ID is required',
      );

      const order = await trpcOver(base, cookie, 'mutation', 'slots.bulkOrder', {
        groupId: '1',
        slotOrders: [{ slotId: alias, order: 1 }],
      });
      expect(order.status, `slots.bulkOrder ${alias}`).toBe(400);

      const rest = await send(base, {
        path: `/api/v1/slots/get?id=${encodeURIComponent(alias)}`,
        headers: { origin: base, cookie: `pitboss_session=${cookie}` },
      });
      expect(rest.status, `REST slots/get ${alias}`).toBe(400);

      const form = new FormData();
      form.append('image', new Blob([Buffer.from('GIF89a')], { type: 'image/gif' }), 'a.gif');
      const body = new Response(form);
      const upload = await send(base, {
        method: 'POST',
        path: `/api/uploads/slots/${encodeURIComponent(alias)}/image`,
        headers: {
          origin: base,
          cookie: `pitboss_session=${cookie}`,
          'content-type': body.headers.get('content-type') ?? '',
        },
        body: Buffer.from(await body.arrayBuffer()),
      });
      expect(upload.status, `upload ${alias}`).toBe(400);
      expect(upload.json<{ message: string }>().message).toBe('Invalid id');
    }
    expect(await entityRequests()).toEqual([]);
  });

  it('an id as the admin API issues it still works, as text or number', async () => {
    const text = await trpcOver(base, cookie, 'query', 'slots.get', { id: '1' });
    expect(text.status).toBe(200);
    const number = await trpcOver(base, cookie, 'query', 'slots.get', { id: 1 });
    expect(number.status).toBe(200);
    expect(number.json<{ result: { data: { id: string } } }>().result.data.id).toBe('1');
  });
});

describe('promotion HTML already stored upstream', () => {
  let upstream: FaultSandbox;
  let gateway: FastifyInstance;
  let gatewayBase: string;
  let session: string;
  beforeAll(async () => {
    upstream = await startFaultSandbox();
    gateway = await startGateway({ ADMIN_API_URL: upstream.url });
    gatewayBase = await serve(gateway);
    session = await signInOver(gatewayBase);
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.stop();
  });

  it('is sanitised when archiving and unarchiving re-send it (every write of promotion HTML)', async () => {
    // Content written before the rule, or by another of the casino's tools.
    const stored = [
      { type: 'paragraph', value: '<p onclick="steal()">Hi<script>alert(1)</script></p>' },
      {
        type: 'paragraph',
        value: '<p><img src=x onerror=alert(2)><a href="javascript:x()">go</a></p>',
      },
      { type: 'table', value: { name: 'Prizes', columns: ['a'], rows: [['1']] } },
    ];
    await upstream.app.sandbox.db.query('UPDATE promotions SET text = $1::jsonb WHERE id = 1', [
      JSON.stringify(stored),
    ]);
    for (const archived of [true, false]) {
      await upstream.control('DELETE', '/__sandbox/requests');
      const res = await trpcOver(gatewayBase, session, 'mutation', 'promotions.setArchived', {
        id: '1',
        archived,
      });
      expect(res.status, res.text).toBe(200);
      const { body } = await upstream.control(
        'GET',
        `/__sandbox/requests?path=${encodeURIComponent('/promotions/1/update')}`,
      );
      const [patch] = (body as { requests: { body: { archived: boolean; text: unknown } }[] })
        .requests;
      expect(patch?.body.archived).toBe(archived);
      expect(patch?.body.text).toEqual([
        { type: 'paragraph', value: '<p>Hi</p>' },
        { type: 'paragraph', value: '<p><a>go</a></p>' },
        stored[2],
      ]);
    }
  });
});

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function multipart(field: string, name: string, data: Buffer) {
  const fd = new FormData();
  fd.append(field, new Blob([data], { type: 'application/octet-stream' }), name);
  const res = new Response(fd);
  return {
    body: Buffer.from(await res.arrayBuffer()),
    type: res.headers.get('content-type') ?? '',
  };
}

const AUDIT_FAILED =
  'The change was made but could not be recorded in the audit trail. Please tell an administrator.';

describe('a mutation whose audit row cannot be written (the database failing)', () => {
  const breakAudit = () =>
    app.database.db.execute(sql`ALTER TABLE audit RENAME TO audit_unavailable`);
  const repairAudit = () =>
    app.database.db.execute(sql`ALTER TABLE audit_unavailable RENAME TO audit`);

  it('is not a silent success: tRPC and upload callers are told, the failure is logged', async () => {
    await breakAudit();
    try {
      await sandbox.forget();
      logs.length = 0;
      const created = await trpcOver(base, cookie, 'mutation', 'groups.create', {
        displayName: 'Unaudited group',
      });
      expect(created.status).toBe(500);
      expect(created.json<{ error: { message: string } }>().error.message).toBe(AUDIT_FAILED);
      // The message is true: the change was made.
      expect((await sandbox.requests('/groups')).map((r) => r.method)).toContain('POST');

      const form = await multipart('image', 'a.png', PNG);
      const uploaded = await send(base, {
        method: 'POST',
        path: '/api/uploads/slots/1/image',
        headers: {
          origin: base,
          cookie: `pitboss_session=${cookie}`,
          'content-type': form.type,
        },
        body: form.body,
      });
      expect(uploaded.status).toBe(500);
      expect(uploaded.json<{ message: string }>().message).toBe(AUDIT_FAILED);
      expect(await sandbox.requests('/slots/1/updateSlotImage')).toHaveLength(1);

      const notWritten = logs.filter((l) => l.level >= 50 && l.msg === 'audit row not written');
      expect(notWritten.map((l) => JSON.parse(l.line) as { procedure: string })).toEqual([
        expect.objectContaining({ procedure: 'groups.create' }),
        expect.objectContaining({ procedure: 'slots.uploadImage' }),
      ]);
    } finally {
      await repairAudit();
    }
    // Once the database is back, mutations are audited again.
    const again = await trpcOver(base, cookie, 'mutation', 'groups.create', {
      displayName: 'Audited group',
    });
    expect(again.status).toBe(200);
    const list = await trpcOver(base, cookie, 'query', 'audit.list', { limit: 1 });
    expect(
      list.json<{ result: { data: { items: { input: unknown }[] } } }>().result.data.items[0]
        ?.input,
    ).toEqual({ displayName: 'Audited group' });
  });
});

const UNREADABLE = 'The upload could not be read. Please try again.';

/**
 * Sends a raw HTTP/1.1 request over a socket: the head (with the Content-Length the caller
 * claims), then `body`; then either half-closes (`end`), closes at once (`destroy`), or waits.
 * Resolves with whatever came back before the server closed (empty when nothing did).
 */
function rawUpload(
  path: string,
  options: {
    contentType: string;
    contentLength: number;
    body: Buffer;
    then: 'end' | 'destroy' | 'wait';
  },
): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('utf8'));
    }, 8_000);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNRESET' || err.code === 'EPIPE') return;
      clearTimeout(timer);
      reject(err);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    socket.on('connect', () => {
      socket.write(
        [
          `POST ${path} HTTP/1.1`,
          `Host: 127.0.0.1:${port}`,
          `Origin: ${base}`,
          `Cookie: pitboss_session=${cookie}`,
          `Content-Type: ${options.contentType}`,
          `Content-Length: ${options.contentLength}`,
          'Connection: close',
          '',
          '',
        ].join('\r\n'),
      );
      socket.write(options.body, () => {
        if (options.then === 'end') socket.end();
        if (options.then === 'destroy') setTimeout(() => socket.destroy(), 200);
      });
    });
  });
}

describe('a truncated multipart upload', () => {
  /** A 64 kB PNG (the part is cut in its middle). */
  const big = Buffer.concat([PNG, Buffer.alloc(64 * 1024, 7)]);

  const stackless = () => {
    const bad = logs.filter((l) => l.level >= 50 || l.line.includes('"stack"'));
    expect(bad.map((l) => l.line)).toEqual([]);
  };

  it('without its closing boundary answers 400 in the spec words, with no stack in the log', async () => {
    const form = await multipart('image', 'a.png', big);
    logs.length = 0;
    for (const cut of [20, 200, form.body.length / 2]) {
      const body = form.body.subarray(0, form.body.length - Math.floor(cut));
      const answer = await rawUpload('/api/uploads/slots/1/image', {
        contentType: form.type,
        contentLength: body.length,
        body,
        then: 'wait',
      });
      expect(answer, `cut ${cut}`).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain(`"message":"${UNREADABLE}"`);
    }
    stackless();
  });

  it('whose sender stops mid-part (Content-Length promising more) answers 400 when half-closed, nothing when gone; audited as refused, no stack in the log', async () => {
    const form = await multipart('files', 'a.png', big);
    logs.length = 0;
    const half = form.body.subarray(0, Math.floor(form.body.length / 2));
    const ended = await rawUpload('/api/uploads/themes/1/files', {
      contentType: form.type,
      contentLength: form.body.length,
      body: half,
      then: 'end',
    });
    // Node's parser sees the body end early: the gateway's words, not Fastify's 'Client Error'.
    expect(ended).toMatch(/^HTTP\/1\.1 400 /);
    expect(ended).toMatch(/\{"message":"The (request|upload) could not be read\./);
    const aborted = await rawUpload('/api/uploads/slots/1/image', {
      contentType: form.type,
      contentLength: form.body.length,
      body: half,
      then: 'destroy',
    });
    expect(aborted).toBe('');
    // The gateway is still there, and nothing reached the admin API.
    const after = await trpcOver(base, cookie, 'query', 'slots.get', { id: '1' });
    expect(after.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    stackless();
    // Both attempts are in the audit trail as refused, in the same words.
    const audit = await trpcOver(base, cookie, 'query', 'audit.list', { limit: 2 });
    const rows = audit.json<{
      result: { data: { items: { procedure: string; outcome: string; error: string }[] } };
    }>().result.data.items;
    expect(rows.map((r) => [r.procedure, r.outcome, r.error]).sort()).toEqual([
      ['slots.uploadImage', 'error', UNREADABLE],
      ['themes.uploadFiles', 'error', UNREADABLE],
    ]);
  });
});

/** A real PNG of `width`×`height` 1-bit grey pixels, all black (it compresses to almost nothing). */
function bigPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8);
  const raw = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image dimensions', () => {
  const HUGE = 'Image dimensions too large. Please select an image of at most 8192 × 8192 pixels.';

  it('a 10000×10000 PNG of a few kB is refused on every image upload, and nothing is forwarded', async () => {
    const png = bigPng(10_000, 10_000);
    expect(png.length).toBeLessThan(100 * 1024);
    await sandbox.forget();
    for (const [path, field] of [
      ['/api/uploads/promotions/1/image', 'imageFile'],
      ['/api/uploads/slots/1/image', 'image'],
      ['/api/uploads/providers/1/logo', 'image'],
      ['/api/uploads/themes/1/files', 'files'],
    ] as const) {
      const form = await multipart(field, 'huge.png', png);
      const res = await send(base, {
        method: 'POST',
        path,
        headers: { origin: base, cookie: `pitboss_session=${cookie}`, 'content-type': form.type },
        body: form.body,
      });
      expect(res.status, path).toBe(400);
      expect(res.json<{ message: string }>().message, path).toBe(HUGE);
    }
    expect(await entityRequests()).toEqual([]);
  });

  it('a theme dot-file hidden behind a zero-width or bidi character is still refused', async () => {
    for (const name of ['\u200b.htaccess', '\ufeff.env', '\u202e.git']) {
      const form = await multipart('files', name, PNG);
      const res = await send(base, {
        method: 'POST',
        path: '/api/uploads/themes/1/files',
        headers: { origin: base, cookie: `pitboss_session=${cookie}`, 'content-type': form.type },
        body: form.body,
      });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(
        'Theme file names cannot start with a dot.',
      );
    }
  });

  it('an image at the bound still goes through', async () => {
    const form = await multipart('image', 'edge.png', bigPng(8192, 16));
    const res = await send(base, {
      method: 'POST',
      path: '/api/uploads/slots/1/image',
      headers: { origin: base, cookie: `pitboss_session=${cookie}`, 'content-type': form.type },
      body: form.body,
    });
    expect(res.status, res.text).toBe(200);
  });
});
