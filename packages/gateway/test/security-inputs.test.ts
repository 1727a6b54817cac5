import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandbox } from './support/admin.js';
import { startGateway } from './support/gateway.js';
import { send, serve, signInOver, trpcOver } from './support/http.js';

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
