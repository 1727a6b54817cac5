import type {
  AuditEntry,
  CatalogueChange,
  Group,
  Page,
  PublishChanges,
  Slot,
  WholeList,
} from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED, redactInput } from '../src/audit/redact.js';
import { adminCookie } from './support/admin.js';
import { call, callers, startGateway } from './support/gateway.js';

describe('audit input redaction', () => {
  it('secrets, file bodies and huge values never reach the trail', () => {
    const png = `data:image/png;base64,${'A'.repeat(5000)}`;
    expect(
      redactInput({
        id: '7',
        password: 'Admin123!',
        nested: { accessToken: 'eyJ', clientSecret: 's', note: 'ok' },
        image: png,
        bytes: new Uint8Array(10),
        long: 'x'.repeat(3000),
      }),
    ).toEqual({
      id: '7',
      password: REDACTED,
      nested: { accessToken: REDACTED, clientSecret: REDACTED, note: 'ok' },
      image: `[file: ${png.length} characters]`,
      bytes: '[binary: 10 bytes]',
      long: `${'x'.repeat(500)}… [3000 characters]`,
    });
  });
});

describe('the audit trail and changes since the last publish', () => {
  let app: FastifyInstance;
  let cookie: string;
  const changes: CatalogueChange[] = [];
  const { q, m } = callers(
    () => app,
    () => cookie,
  );

  beforeAll(async () => {
    app = await startGateway();
    cookie = await adminCookie(app);
    app.changes.subscribe((c) => changes.push(c));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('every mutation writes one row: user, procedure, target, input, outcome, duration; queries write none', async () => {
    const before = (await q<Page<AuditEntry>>('audit.list')).total;
    await q('groups.list');
    const group = await m<Group>('groups.create', { displayName: 'Audit Group' });
    await m('groups.update', { id: group.id, displayName: 'Audit Group 2' });
    const bad = await call(app, 'mutation', 'groups.create', { displayName: ' ' }, { cookie });
    expect(bad.status).toBe(400);
    const missing = await call(app, 'mutation', 'slots.delete', { id: '987654' }, { cookie });
    expect(missing.status).toBe(404);

    const page = await q<Page<AuditEntry>>('audit.list', { limit: 4 });
    expect(page.total).toBe(before + 4);
    expect(page.totalPages).toBe(Math.ceil(page.total / 4));
    const [deleted, refused, updated, created] = page.items;
    expect(created).toMatchObject({
      username: 'admin',
      procedure: 'groups.create',
      target: group.id,
      outcome: 'ok',
      error: null,
      input: { displayName: 'Audit Group' },
    });
    expect(updated).toMatchObject({
      procedure: 'groups.update',
      target: group.id,
      input: { id: group.id, displayName: 'Audit Group 2' },
    });
    expect(refused).toMatchObject({
      procedure: 'groups.create',
      outcome: 'error',
      error: 'Display name is required',
    });
    expect(deleted).toMatchObject({
      procedure: 'slots.delete',
      target: '987654',
      outcome: 'error',
      error: 'Slot not found',
    });
    expect(Date.parse(created?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // the duration of the upstream calls is recorded
    const rows = await app.database.db.query.audit.findMany();
    const row = rows.find((r) => r.procedure === 'groups.update');
    expect(row?.durationMs).toBeGreaterThan(0);
    expect(row?.displayName).toBe('Ada Admin');
    expect(
      rows.find((r) => r.outcome === 'error' && r.procedure === 'groups.create')?.durationMs,
    ).toBe(0);
  });

  it('audit.list filters by user, domain and time, and pages', async () => {
    expect(
      (await q<Page<AuditEntry>>('audit.list', { domain: 'groups' })).items.every((e) =>
        e.procedure.startsWith('groups.'),
      ),
    ).toBe(true);
    expect((await q<Page<AuditEntry>>('audit.list', { user: 'ADMIN' })).total).toBeGreaterThan(0);
    expect((await q<Page<AuditEntry>>('audit.list', { user: 'nobody' })).total).toBe(0);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await q<Page<AuditEntry>>('audit.list', { from: future })).total).toBe(0);
    expect((await q<Page<AuditEntry>>('audit.list', { to: future })).total).toBeGreaterThan(0);
    const backwards = await call(
      app,
      'query',
      'audit.list',
      { from: future, to: new Date(0).toISOString() },
      { cookie },
    );
    expect(backwards.body.error?.message).toBe('The start of the range must be before its end.');
    const second = await q<Page<AuditEntry>>('audit.list', { page: 2, limit: 1 });
    expect(second).toMatchObject({ page: 2, items: [expect.any(Object)] });
  });

  it('changesSinceLastPublish counts distinct slots, providers and groups, and who changed them', async () => {
    await m('catalogue.publish');
    const clean = await q<PublishChanges>('catalogue.changesSinceLastPublish');
    expect(clean).toMatchObject({ slots: 0, providers: 0, groups: 0, by: [] });
    expect(Date.parse(clean.since ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const slots = (await q<Page<Slot>>('slots.filter', { limit: 3 })).items;
    await m('slots.update', { id: slots[0]?.id, description: 'changed once' });
    await m('slots.update', { id: slots[0]?.id, description: 'changed twice' });
    await m('slots.update', { id: slots[1]?.id, description: 'changed too' });
    await m('slots.demoPlay', { id: slots[2]?.id }).catch(() => undefined);
    const providers = (await q<WholeList<{ id: string }>>('providers.list')).items;
    await m('providers.toggleLive', { id: providers[0]?.id });
    await m('providers.toggleLive', { id: providers[0]?.id });
    const groups = (await q<WholeList<Group>>('groups.list')).items;
    await m('groups.update', { id: groups[0]?.id, orderHint: groups[0]?.orderHint });

    expect(await q<PublishChanges>('catalogue.changesSinceLastPublish')).toEqual({
      since: clean.since,
      slots: 2,
      providers: 1,
      groups: 1,
      by: ['Ada Admin'],
    });

    await m('catalogue.publish');
    expect(await q<PublishChanges>('catalogue.changesSinceLastPublish')).toMatchObject({
      slots: 0,
      providers: 0,
      groups: 0,
      by: [],
    });
  });

  it('successful mutations are announced on app.changes (who, what); failures are not', async () => {
    changes.length = 0;
    const group = await m<Group>('groups.create', { displayName: 'Announced' });
    await call(app, 'mutation', 'groups.create', { displayName: '' }, { cookie });
    expect(changes).toEqual([
      {
        domain: 'groups',
        procedure: 'groups.create',
        targetId: group.id,
        by: { username: 'admin', displayName: 'Ada Admin' },
        at: expect.any(String),
      },
    ]);
  });
});
