import type { AuditEntry, Page } from '@pitboss/contracts';
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

const from = new Date(Date.now() + 86_400_000).toISOString();
const until = new Date(Date.now() + 10 * 86_400_000).toISOString();
const promotion = (extra: Record<string, unknown>) => ({
  title: 'Bounded',
  availableFrom: from,
  availableUntil: until,
  ...extra,
});
type TrpcError = { error: { message: string } };

/** The newest audit rows (as Activity reads them). */
async function activity(limit = 5): Promise<AuditEntry[]> {
  const res = await trpcOver(base, cookie, 'query', 'audit.list', { limit });
  return res.json<{ result: { data: Page<AuditEntry> } }>().result.data.items;
}

describe('promotion content is bounded before it is sanitised', () => {
  it('refuses 300,000 unclosed tags and deep nesting with 400; nothing reaches the admin API', async () => {
    await sandbox.forget();
    const huge = await trpcOver(
      base,
      cookie,
      'mutation',
      'promotions.create',
      promotion({ text: [{ type: 'paragraph', value: '<b>'.repeat(300_000) }] }),
    );
    expect(huge.status).toBe(400);
    expect(huge.json<TrpcError>().error.message).toBe(
      'The content is too large (at most 200 blocks and 100,000 characters).',
    );
    const deep = await trpcOver(
      base,
      cookie,
      'mutation',
      'promotions.create',
      promotion({ text: [{ type: 'paragraph', value: '<strong>'.repeat(2_000) }] }),
    );
    expect(deep.status).toBe(400);
    expect(deep.json<TrpcError>().error.message).toBe(
      'Paragraph block 1 is nested too deeply (at most 32 levels).',
    );
    expect(await sandbox.requests('/promotions/create')).toHaveLength(0);
  });

  it('stores only http(s) URLs, whatever the redirect setting', async () => {
    await sandbox.forget();
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      const res = await trpcOver(
        base,
        cookie,
        'mutation',
        'promotions.create',
        promotion({ redirected: false, url }),
      );
      expect(res.status, url).toBe(400);
    }
    expect(await sandbox.requests('/promotions/create')).toHaveLength(0);
  });
});

describe('audit rows are bounded and cannot fail on input', () => {
  it('a 20 kB slug is refused before the admin API; nothing is made unrecorded', async () => {
    await sandbox.forget();
    const res = await trpcOver(base, cookie, 'mutation', 'themes.create', {
      name: 'Long',
      slug: 'a'.repeat(20_000),
    });
    expect(res.status).toBe(400);
    expect(res.json<TrpcError>().error.message).toBe('Slug must be at most 100 characters');
    expect(await sandbox.requests('/themes/create')).toHaveLength(0);
  });

  it('a refused call with a 10 kB id writes a short target', async () => {
    const res = await trpcOver(base, cookie, 'mutation', 'promotions.delete', {
      id: '9'.repeat(10_000),
    });
    expect(res.status).toBe(400);
    const [row] = await activity(1);
    expect(row?.procedure).toBe('promotions.delete');
    expect(row?.target?.length ?? 0).toBeLessThanOrEqual(230);
  });

  it('470 keys of 2,000 characters store a row of at most a few kB', async () => {
    const wide = Object.fromEntries(
      Array.from({ length: 470 }, (_, i) => [`k${i}`, 'x'.repeat(2_000)]),
    );
    const res = await trpcOver(base, cookie, 'mutation', 'groups.update', {
      id: 'nope',
      ...wide,
    });
    expect(res.status).toBe(400);
    const [row] = await activity(1);
    expect(row?.procedure).toBe('groups.update');
    expect(JSON.stringify(row).length).toBeLessThan(10_000);
  });
});

describe('the CSV export', () => {
  it('quotes every cell and neutralises formulas after ; as well as at the start', async () => {
    const res = await trpcOver(base, cookie, 'mutation', 'promotions.delete', {
      id: 'x;=HYPERLINK("http://evil.example")',
    });
    expect(res.status).toBe(400);
    const exported = await send(base, {
      path: '/api/audit/export',
      headers: { cookie: `pitboss_session=${cookie}` },
    });
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    const csv = exported.text;
    const lines = csv.trim().split('\r\n');
    for (const line of lines.slice(0, 5)) expect(line.startsWith('"'), line).toBe(true);
    expect(csv).toContain(`x;'=HYPERLINK(""http://evil.example"")`);
    for (const cell of csv.split(/[;,]/)) expect(cell.replace(/^"/, '')).not.toMatch(/^=/);
  });
});

describe('the REST routes apply the checks /trpc applies', () => {
  it('a 5,000-deep body answers 400 without internal text', async () => {
    const deep = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    const res = await send(base, {
      method: 'POST',
      path: '/api/v1/slots/update',
      headers: {
        origin: base,
        cookie: `pitboss_session=${cookie}`,
        'content-type': 'application/json',
      },
      body: `{"id":"1","params":${deep}}`,
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('nested too deeply');
    expect(res.text).not.toMatch(/call stack|RangeError|at .*\.js/);
  });

  it('a REST body over the API limit answers 413', async () => {
    const res = await send(base, {
      method: 'POST',
      path: '/api/v1/slots/update',
      headers: {
        origin: base,
        cookie: `pitboss_session=${cookie}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ id: '1', name: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
  });
});

describe('sign-in names the database cannot store', () => {
  it('NUL in the name answers 400/401 like any bad input, not 503', async () => {
    const res = await send(base, {
      method: 'POST',
      path: '/trpc/auth.login',
      headers: { origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'viewer\u0000', password: 'Viewer123!' }),
    });
    expect([400, 401]).toContain(res.status);
  });
});
