import type { AuditEntry, Page } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from './support/admin.js';
import { startFaultSandbox, type FaultSandbox } from './support/fault-sandbox.js';
import { call, startGateway } from './support/gateway.js';
import {
  CHANGE_CONTROL,
  IDENTITY_ONLY,
  MUTATION_INPUTS,
  type Ids,
} from './support/mutation-inputs.js';
import { procedures } from './support/procedures.js';

/**
 * Every mutation the router has (read from the router), run once with a valid input against a
 * sandbox of the test's own: each succeeds and writes exactly one audit row naming the user, the
 * procedure, the target and the input, with outcome `ok` and the time spent on the admin API
 * (a restore also writes one row per step). A mutation the input table lacks fails by name.
 */
const GUARD_MS = 180_000;
const MUTATIONS = procedures.filter((p) => p.type === 'mutation').map((p) => p.path);

/** Runs last, in this order: each one removes or resets what the others use. */
const LAST = [
  // a reset needs a published version, and an archived promotion cannot be ordered
  'catalogue.publish',
  'providers.reset',
  'promotions.setArchived',
  'slots.deleteFromCasino',
  'slots.delete',
  'providers.delete',
  'promotions.delete',
  'promoCodes.delete',
  'tables.delete',
  'themes.delete',
  'publishes.restore',
  'catalogue.reset',
];
const ORDER = [
  ...Object.keys(MUTATION_INPUTS).filter((p) => !LAST.includes(p)),
  ...LAST.filter((p) => p in MUTATION_INPUTS),
];

/** Audit rows a mutation writes before its own (a restore's steps). */
const STEPS: Record<string, string[]> = {
  'publishes.restore': ['catalogue.publish', 'catalogue.importBackup', 'publishes.snapshot'],
};

let upstream: FaultSandbox;
let app: FastifyInstance;
let cookie: string;
let ids: Ids;

const audit = async (limit: number): Promise<Page<AuditEntry>> =>
  (await call(app, 'query', 'audit.list', { page: 1, limit }, { cookie })).body.result
    ?.data as Page<AuditEntry>;

beforeAll(async () => {
  upstream = await startFaultSandbox();
  app = await startGateway({ ADMIN_API_URL: upstream.url });
  cookie = await adminCookie(app);
  const published = await call(app, 'mutation', 'catalogue.publish', undefined, { cookie });
  expect(published.body.error).toBeUndefined();
  const sql = async (q: string) =>
    (await upstream.app.sandbox.db.query<{ id: number; slug?: string }>(q)).rows;
  const first = async (table: string) =>
    (await sql(`select id from ${table} order by id limit 2`)).map((r) => String(r.id));
  const [slot, slot2] = await first('slots');
  const [provider, provider2] = await first('providers');
  const [promotion, promotion2] = await first('promotions');
  // the seeded code is a deleted one: a live one to update and delete
  const made = await upstream.control('POST', '/__sandbox/promo-codes', {
    code: 'LIVE10',
    reward: 10,
    currency: 'EUR',
  });
  const promoCode = made.body as { id: number };
  const [theme] = await sql('select id, slug from themes order by id limit 1');
  const history = (await call(app, 'query', 'publishes.list', { page: 1, limit: 1 }, { cookie }))
    .body.result?.data as Page<{ id: string }>;
  ids = {
    slot: slot!,
    slot2: slot2!,
    provider: provider!,
    provider2: provider2!,
    group: (await first('groups'))[0]!,
    promotion: promotion!,
    promotion2: promotion2!,
    promoCode: String(promoCode.id),
    table: (await first('casino_tables'))[0]!,
    theme: String(theme!.id),
    themeSlug: theme!.slug!,
    snapshot: history.items[0]!.id,
  };
}, GUARD_MS);

afterAll(async () => {
  await app?.close();
  await upstream?.stop();
});

describe('one audit row for every mutation', () => {
  it('the table names every mutation of the router', () => {
    expect(
      [...ORDER, ...Object.keys(IDENTITY_ONLY), ...Object.keys(CHANGE_CONTROL)].sort(),
    ).toEqual([...MUTATIONS].sort());
  });

  it.each(ORDER)(
    '%s writes one row: user, procedure, target, input, outcome ok, duration',
    async (path) => {
      // a provider can be deleted only without slots: the one providers.create made
      if (path === 'providers.delete') {
        const [made] = (
          await upstream.app.sandbox.db.query<{ id: number }>(
            `select id from providers where display_name = 'Fault Provider'`,
          )
        ).rows;
        ids = { ...ids, provider2: String(made!.id) };
      }
      const input = MUTATION_INPUTS[path]!(ids);
      const before = (await audit(1)).total;
      const res = await call(app, 'mutation', path, input, { cookie });
      expect(res.body.error, JSON.stringify(res.body.error)).toBeUndefined();

      const steps = STEPS[path] ?? [];
      const page = await audit(steps.length + 1);
      expect(page.total).toBe(before + steps.length + 1);
      const [own, ...rest] = page.items;
      expect(rest.map((r) => r.procedure)).toEqual(steps);
      expect(own).toMatchObject({
        procedure: path,
        username: 'admin',
        displayName: 'Ada Admin',
        outcome: 'ok',
        error: null,
      });
      // a mutation that names what it acts on is filed under it
      const named = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
      const key = ['id', 'groupId', 'snapshotId'].find((k) => typeof named[k] === 'string');
      if (key) expect(own!.target).toBe(named[key]);
      // every mutation here asks the admin API, and the row keeps how long that took
      expect(own!.durationMs).toBeGreaterThan(0);
    },
    GUARD_MS,
  );
});
