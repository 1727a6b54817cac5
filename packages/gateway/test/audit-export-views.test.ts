import type { AuditEntry, AuditVerifyResult, Page, Slot, WholeList } from '@pitboss/contracts';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../src/db/schema.js';
import { adminCookie } from './support/admin.js';
import { callers, startGateway } from './support/gateway.js';

/**
 * The audit trail on the embedded database: the chain and audit.verify, the streamed CSV export
 * (keyset pages, the chain's columns) and the regulators' saved views.
 */
describe('the audit chain, its export and the saved views (PGlite)', () => {
  let app: FastifyInstance;
  let cookie: string;
  const { q, m } = callers(
    () => app,
    () => cookie,
  );
  const exportCsv = (query = '') =>
    app.inject({
      method: 'GET',
      url: `/api/audit/export${query}`,
      headers: { cookie: `pitboss_session=${cookie}` },
    });

  beforeAll(async () => {
    app = await startGateway();
    cookie = await adminCookie(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('streams every row across many keyset pages, newest first, each with its place in the chain and hashes', async () => {
    // 1,200 rows: more than two of the export's pages
    await app.database.db.insert(audit).values(
      Array.from({ length: 1_200 }, (_, i) => ({
        userId: 'u',
        username: `bulk${i % 3}`,
        procedure: 'groups.update',
        target: `g${i}`,
        outcome: 'ok',
        durationMs: 1,
      })),
    );
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="pitboss-activity-[\d-]+\.csv"$/,
    );
    const [header, ...rows] = parse(res.body, { relax_quotes: true }) as string[][];
    expect(header?.slice(-4)).toEqual(['id', 'seq', 'prev_hash', 'hash']);
    const { total } = await q<Page<AuditEntry>>('audit.list');
    // the export's own audit row is written once it has been sent
    expect(rows.length).toBe(total - 1);
    rows.forEach((row, i) => {
      expect(Number(row[12])).toBe(rows.length - i);
      expect(row[14]).toMatch(/^[0-9a-f]{64}$/);
      if (i > 0) expect(rows[i - 1]?.[13]).toBe(row[14]);
    });
    expect(await q<AuditVerifyResult>('audit.verify')).toEqual({ ok: true, rows: total });
  });

  it('filters as Activity does, the user in any case, and refuses bad filters with the reason', async () => {
    const res = await exportCsv('?user=BULK1&domain=groups');
    const rows = (parse(res.body) as string[][]).slice(1);
    expect(rows).toHaveLength(400);
    expect(rows.every((r) => r[1] === 'bulk1')).toBe(true);
    const bad = await exportCsv('?outcome=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fieldErrors: { outcome: [expect.any(String)] } });
    const backwards = await exportCsv('?to=2020-01-01T00:00:00Z&from=2021-01-01T00:00:00Z');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({
      message: 'The start of the range must be before its end.',
      fieldErrors: { to: ['The start of the range must be before its end.'] },
    });
  });

  it('game availability: live and archived changes of slots and providers, not other edits', async () => {
    const providers = (await q<WholeList<{ id: string }>>('providers.list')).items;
    await m('providers.toggleLive', { id: providers[0]?.id });
    await m('providers.toggleLive', { id: providers[0]?.id });
    const [slot] = (await q<Page<Slot>>('slots.filter', { limit: 1 })).items;
    await m('slots.update', { id: slot?.id, description: 'not an availability change' });
    await m('slots.update', { id: slot?.id, archived: true });
    await m('slots.update', { id: slot?.id, archived: false });

    const view = await q<Page<AuditEntry>>('audit.list', { view: 'availability' });
    expect(view.items.map((e) => `${e.procedure} ${e.target}`)).toEqual([
      `slots.update ${slot?.id}`,
      `slots.update ${slot?.id}`,
      `providers.toggleLive ${providers[0]?.id}`,
      `providers.toggleLive ${providers[0]?.id}`,
    ]);
    expect(view.items[0]).toMatchObject({ before: { archived: true }, after: { archived: false } });
    const csv = await exportCsv('?view=availability');
    expect(csv.headers['content-disposition']).toContain('pitboss-game-availability-');
    expect((parse(csv.body) as string[][]).length).toBe(5);
  });

  it('promotions: every published change of terms and every publish, not the display order', async () => {
    const terms = {
      title: 'Spring Cup',
      subTitle: 'Play and win',
      gameGroup: 'popular',
      text: [{ type: 'paragraph', value: '<p>Wager 30 times.</p>' }],
      redirected: false,
      availableFrom: '2026-12-01T10:00:00.000Z',
      availableUntil: '2026-12-31T10:00:00.000Z',
    };
    const created = await m<{ id: string }>('promotions.create', terms);
    await m('promotions.publish');
    const order = await q<WholeList<{ id: string }>>('promotions.listAllForOrdering');
    await m('promotions.bulkOrder', {
      promotionOrders: order.items.map((p, i) => ({ promotionID: p.id, order_hint: i + 1 })),
    });

    const view = await q<Page<AuditEntry>>('audit.list', { view: 'promotions' });
    expect(view.items.map((e) => e.procedure)).toEqual(['promotions.publish', 'promotions.create']);
    expect(view.items[1]).toMatchObject({
      target: created.id,
      input: { title: 'Spring Cup', availableUntil: terms.availableUntil },
    });
  });
});
