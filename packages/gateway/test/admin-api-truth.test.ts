import type { Page, PromoCode, Slot } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, sandbox } from './support/admin.js';
import { startFaultSandbox, type FaultSandbox } from './support/fault-sandbox.js';
import { useFaultGateway } from './support/fault-gateway.js';
import { call, startGateway } from './support/gateway.js';

/**
 * The gateway is true to an admin API it did not write — nothing that works only
 * because the sandbox behaves a certain way, nothing lost in silence.
 */
describe('true to the admin API', () => {
  let app: FastifyInstance;
  let cookie: string;
  /** A query's or a mutation's data; an error answer throws. */
  const data = async <T>(type: 'query' | 'mutation', procedure: string, input?: unknown) => {
    const r = await call(app, type, procedure, input, { cookie });
    if (r.body.error) throw new Error(`${procedure}: ${r.status} ${r.body.error.message}`);
    return r.body.result?.data as T;
  };
  const q = <T>(procedure: string, input?: unknown) => data<T>('query', procedure, input);
  const m = <T>(procedure: string, input?: unknown) => data<T>('mutation', procedure, input);

  beforeAll(async () => {
    app = await startGateway();
    cookie = await adminCookie(app);
  });
  afterEach(async () => {
    await sandbox.clearFaults();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('an upstream 401 on a mutation is the admin API refusing that call, not a signed-out session', async () => {
    const { items } = await q<Page<Slot>>('slots.filter', { page: 1, limit: 2 });
    const slot = items[0];
    if (!slot) throw new Error('no slot seeded');
    await sandbox.fault({
      path: `/slots/${slot.id}/update`,
      status: 401,
      message: 'Token lacks the catalogue:write scope',
      once: true,
    });
    const r = await call(
      app,
      'mutation',
      'slots.update',
      { id: slot.id, description: `refused ${Date.now()}` },
      { cookie },
    );
    expect(r.body.error?.data.code).toBe('FORBIDDEN');
    expect(r.body.error?.message).toBe('Token lacks the catalogue:write scope');
    expect(r.body.error?.data).toMatchObject({ upstreamStatus: 401 });
    // the session is intact
    const me = await call(app, 'query', 'auth.me', undefined, { cookie });
    expect(me.status).toBe(200);
  });

  it('sign-in tells an admin-API outage apart from a refusal', async () => {
    await sandbox.fault({ path: '/auth/validate', status: 503, once: true });
    const down = await call(app, 'mutation', 'auth.login', {
      username: 'admin',
      password: 'Admin123!',
    });
    expect(down.body.error?.message).toBe('The admin API is unavailable. Please try again.');
    expect(down.body.error?.data.code).toBe('BAD_GATEWAY');
    expect(down.res.cookies.find((c) => c.name === 'pitboss_session')?.value ?? '').toBe('');
    const viewer = await call(app, 'mutation', 'auth.login', {
      username: 'viewer',
      password: 'Viewer123!',
    });
    expect(viewer.body.error?.message).toBe('Access denied. You do not have admin privileges.');
  });

  it.each([
    ['mutation', 'promotions.delete', '/promotions/', 'DELETE', 'Failed to delete promotion'],
    ['query', 'themes.get', '/themes/', 'GET', 'Failed to fetch theme'],
  ] as const)(
    'an error answer without a message reads as the domain text: %s %s',
    async (type, procedure, path, method, text) => {
      await sandbox.fault({ path, method, status: 500, empty: true });
      const r = await call(app, type, procedure, { id: '1' }, { cookie });
      expect(r.body.error?.message).toBe(text);
      expect(r.body.error?.message).not.toMatch(/HTTP error/);
    },
  );

  it('archiving a slot removes it from production explicitly (POST /delete-from-casino)', async () => {
    await m('catalogue.publish');
    const { items } = await q<Page<Slot>>('slots.filter', { page: 1, limit: 5 });
    const slot = items.find((s) => !s.archived);
    if (!slot) throw new Error('no live slot');
    await sandbox.forget();
    const archived = await m<Slot>('slots.update', { id: slot.id, archived: true });
    expect(archived.archived).toBe(true);
    const calls = await sandbox.requests('/delete-from-casino');
    expect(calls.map((c) => c.body)).toEqual([
      { type: 'slot', identifiers: [slot.identifier ?? slot.id] },
    ]);
    // out of production: nothing to reset to
    const reset = await call(app, 'mutation', 'slots.reset', { id: slot.id }, { cookie });
    expect(reset.body.error?.data.code).toBe('CONFLICT');
    // unarchiving does not call it
    await sandbox.forget();
    await m('slots.update', { id: slot.id, archived: false });
    expect(await sandbox.requests('/delete-from-casino')).toEqual([]);
  });

  it('archived but still in production: the failure says so, and archiving again retries the removal', async () => {
    const { items } = await q<Page<Slot>>('slots.filter', { page: 1, limit: 8 });
    const slot = items.find((s) => !s.archived);
    if (!slot) throw new Error('no live slot');
    await sandbox.fault({ path: '/delete-from-casino', status: 500, message: 'casino down' });
    const r = await call(
      app,
      'mutation',
      'slots.update',
      { id: slot.id, archived: true },
      { cookie },
    );
    expect(r.body.error?.message).toBe(
      'Archived, but still in production: removing it failed — Retry (casino down)',
    );
    expect(r.body.error?.data.code).toBe('BAD_GATEWAY');
    expect((await q<Slot>('slots.get', { id: slot.id })).archived).toBe(true);

    // the retry: nothing left to update, the removal is sent again and now goes through
    await sandbox.clearFaults();
    await sandbox.forget();
    const retried = await m<Slot>('slots.update', { id: slot.id, archived: true });
    expect(retried.archived).toBe(true);
    expect(await sandbox.requests(`/slots/${slot.id}/update`)).toEqual([]);
    expect((await sandbox.requests('/delete-from-casino')).map((c) => c.body)).toEqual([
      { type: 'slot', identifiers: [slot.identifier ?? slot.id] },
    ]);
    await m('slots.update', { id: slot.id, archived: false });
  });
});

describe('promo code edit clears what the user emptied', () => {
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    app = await startGateway();
    cookie = await adminCookie(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('null clears max uses, dates and campaign; the admin API is sent exactly that', async () => {
    const code = `CLEAR${Date.now().toString(36).toUpperCase()}`;
    const made = await call(
      app,
      'mutation',
      'promoCodes.create',
      {
        code,
        reward: 5,
        currency: 'EUR',
        max_global_uses: 10,
        valid_from: '2026-01-01T10:00:30.000Z',
        valid_until: '2026-02-01T10:00:00.000Z',
        metadata: { campaign: 'Winter', type: 'bonus' },
      },
      { cookie },
    );
    const created = made.body.result?.data as PromoCode;
    expect(created).toMatchObject({ maxGlobalUses: 10, metadata: { campaign: 'Winter' } });
    await sandbox.forget();
    const cleared = {
      code,
      reward: 5,
      currency: 'EUR',
      max_global_uses: null,
      valid_from: null,
      valid_until: null,
      metadata: { type: 'bonus' },
    };
    const r = await call(
      app,
      'mutation',
      'promoCodes.update',
      { id: created.id, ...cleared },
      { cookie },
    );
    expect(r.body.error).toBeUndefined();
    // The gateway reads the code first (the audit's before/after), then sends the PUT.
    const [put] = (await sandbox.requests(`/promo-codes/${created.id}`)).filter(
      (req) => req.method === 'PUT',
    );
    expect(put?.body).toEqual(cleared);
    const read = await call(app, 'query', 'promoCodes.get', { id: created.id }, { cookie });
    expect(read.body.result?.data).toMatchObject({
      maxGlobalUses: null,
      validFrom: null,
      validUntil: null,
      metadata: { campaign: null, type: 'bonus' },
    });
    // emptying campaign and type clears the metadata
    await call(
      app,
      'mutation',
      'promoCodes.update',
      { id: created.id, code, reward: 5, currency: 'EUR', metadata: { campaign: '', type: '' } },
      { cookie },
    );
    const again = await call(app, 'query', 'promoCodes.get', { id: created.id }, { cookie });
    expect((again.body.result?.data as PromoCode).metadata).toEqual({ campaign: null, type: null });
  });
});

describe('rows the contracts cannot read', () => {
  const gw = useFaultGateway({ clearAfterEach: false });
  const warnings = gw.warnings;

  it('are left out, counted in the page and the total, and logged (path and count, no data)', async () => {
    const before = await call(
      gw.app,
      'query',
      'promoCodes.list',
      { page: 1, limit: 100 },
      { cookie: gw.cookie },
    );
    const count = (before.body.result?.data as Page<PromoCode>).total;
    const added = await gw.upstream.control('POST', '/__sandbox/promo-codes', {
      code: 'TETHER1',
      reward: 10,
      currency: 'USDT',
    });
    expect(added.status).toBe(201);
    const r = await call(
      gw.app,
      'query',
      'promoCodes.list',
      { page: 1, limit: 100 },
      { cookie: gw.cookie },
    );
    const page = r.body.result?.data as Page<PromoCode>;
    expect(page.items.map((c) => c.code)).not.toContain('TETHER1');
    expect(page.items).toHaveLength(count);
    expect(page.total).toBe(count + 1);
    expect(page.unreadable).toBe(1);
    expect(before.body.result?.data).not.toHaveProperty('unreadable');
    expect(JSON.stringify(warnings)).toContain('"path":"/promo-codes","count":1');
    expect(JSON.stringify(warnings)).not.toContain('TETHER1');
    const metrics = await gw.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(
      /pitboss_upstream_unreadable_rows_total\{[^}]*path="\/promo-codes"[^}]*\} 1/,
    );
  });
});

describe('demo play on a provider origin (DEMO_ORIGINS)', () => {
  let upstream: FaultSandbox;
  const gateways: FastifyInstance[] = [];
  beforeAll(async () => {
    // The launch URLs are on 127.0.0.1; the gateway reaches the admin API as localhost: two origins.
    upstream = await startFaultSandbox();
  });
  afterAll(async () => {
    for (const g of gateways) await g.close();
    await upstream?.stop();
  });

  const gatewayWith = async (env: Record<string, string>) => {
    const g = await startGateway({ ADMIN_API_URL: `http://localhost:${upstream.port}`, ...env });
    gateways.push(g);
    return { g, cookie: await adminCookie(g) };
  };
  const demoSlot = async (g: FastifyInstance, cookie: string): Promise<Slot> => {
    const r = await call(g, 'query', 'slots.filter', { page: 1, limit: 20 }, { cookie });
    const slot = (r.body.result?.data as Page<Slot>).items.find((s) => s.hasDemo);
    if (!slot) throw new Error('no slot with a demo');
    return slot;
  };

  it(
    'a launch URL on another origin is framed when configured, and named when not',
    { timeout: 120_000 },
    async () => {
      const other = `http://127.0.0.1:${upstream.port}`;
      const plain = await gatewayWith({});
      const slot = await demoSlot(plain.g, plain.cookie);
      const refused = await call(
        plain.g,
        'mutation',
        'slots.demoPlay',
        { id: slot.id },
        {
          cookie: plain.cookie,
        },
      );
      expect(refused.body.error?.message).toBe(
        `The demo game is served from ${other}, which is not an allowed demo origin (DEMO_ORIGINS).`,
      );

      const allowed = await gatewayWith({ DEMO_ORIGINS: `${other}, https://games.example` });
      const ok = await call(
        allowed.g,
        'mutation',
        'slots.demoPlay',
        { id: slot.id },
        {
          cookie: allowed.cookie,
        },
      );
      const launchUrl = (ok.body.result?.data as { launchUrl: string }).launchUrl;
      expect(new URL(launchUrl).origin).toBe(other);
      const page = await allowed.g.inject({ method: 'GET', url: '/' });
      const frameSrc = String(page.headers['content-security-policy'])
        .split(';')
        .find((d) => d.trim().startsWith('frame-src'));
      expect(frameSrc?.trim()).toBe(
        `frame-src http://localhost:${upstream.port} ${other} https://games.example`,
      );
    },
  );
});
