import type { AuditEntry, CatalogueChange, Page, PublishRecord } from '@pitboss/contracts';
import { API_MESSAGES, LOGIN_MESSAGES, PUBLISH_HISTORY_MESSAGES as M } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from './support/admin.js';
import { startFaultSandbox, type FaultSandbox } from './support/fault-sandbox.js';
import { call, startGateway, type TrpcBody } from './support/gateway.js';
import {
  CHANGE_CONTROL,
  IDENTITY_ONLY,
  MUTATION_INPUTS,
  type Ids,
} from './support/mutation-inputs.js';
import { procedures } from './support/procedures.js';

/**
 * Every mutation of the router (read from the router) tried against a failing admin API: a 500
 * with a message, an answer that never comes (the gateway's timeout), and a 500 whose body cannot
 * be read as JSON. Each must answer the spec's text and nothing internal, write one audit row with
 * outcome `error`, announce nothing, and leave the admin API's data, the gateway's publish history
 * and everything else as they were. A publish and a restore also record the failed attempt in the
 * publish history (and a restore its snapshot step in the audit trail): that row is checked too.
 */
// Short, so the timeout rows run in minutes; the calls made without a fault (signing in, the
// first publish) ask a 12-slot sandbox, far below it.
const UPSTREAM_TIMEOUT_MS = 1_500;
/** Guards against a hang, not verdicts: a busy machine may take long. */
const HOOK_GUARD_MS = 180_000;
const TEST_GUARD_MS = 90_000;
const MUTATIONS = procedures.filter((p) => p.type === 'mutation').map((p) => p.path);
const INTERNAL =
  /\bat [\w.<>]+ \(|node_modules|\/work\/|\/src\/|\.ts:\d+|\.js:\d+|\b(TypeError|RangeError|SyntaxError|ReferenceError|ZodError|TRPCError|UpstreamError|FastifyError|PGlite|ECONNREFUSED|FST_[A-Z_]+|ERR_[A-Z_]+)\b/;

interface Fault {
  name: string;
  /** What the admin API does to every request (`POST /__sandbox/faults`). */
  fault: Record<string, unknown>;
  /** The answer's tRPC code and the message the spec gives the user. */
  code: string;
  message: string;
}

/** What a mutation that failed upstream leaves behind, beyond its one audit row. */
interface Outcome {
  code: string;
  message: string;
  /** Audit rows written before the mutation's own, newest first. */
  steps: string[];
  /** A new publish-history row with status `failed` and this error. */
  historyError: string | null;
  /** Change notices sent (a restore announces its start). */
  announced: string[];
}

/** The snapshot is the first thing a publish or a restore asks the admin API for. */
function outcomeOf(path: string, { code, message }: Fault): Outcome {
  const plain = { code, message, steps: [], historyError: null, announced: [] };
  if (path === 'catalogue.publish') {
    const failed = M.snapshotFailed(message);
    return { ...plain, code: 'PRECONDITION_FAILED', message: failed, historyError: failed };
  }
  if (path === 'publishes.restore') {
    const snapshot = M.snapshotFailed(message);
    const failed = M.restoreNothingChanged(/[.!?]$/.test(snapshot) ? snapshot : `${snapshot}.`);
    return {
      ...plain,
      code: 'PRECONDITION_FAILED',
      message: failed,
      steps: ['publishes.snapshot'],
      historyError: failed,
      announced: ['publishes.restore'],
    };
  }
  return plain;
}

const FAULTS: Fault[] = [
  {
    name: 'a 500 with a message',
    fault: { path: '/', status: 500, message: 'The casino is down for a moment' },
    code: 'BAD_GATEWAY',
    message: 'The casino is down for a moment',
  },
  {
    name: 'no answer within the timeout',
    // The late answer is a 503, so a request the gateway gave up on still changes nothing.
    fault: { path: '/', delayMs: 120_000, status: 503 },
    code: 'TIMEOUT',
    message: API_MESSAGES.requestTimeout,
  },
  {
    name: 'a 500 whose body is not JSON',
    fault: { path: '/', status: 500, body: '{"message": "cut sh' },
    code: 'BAD_GATEWAY',
    // the spec: the server's message, else the raw text
    message: '{"message": "cut sh',
  },
];

let upstream: FaultSandbox;
let app: FastifyInstance;
let cookie: string;
let ids: Ids;
const changes: CatalogueChange[] = [];

const sql = async <T>(query: string): Promise<T[]> =>
  (await upstream.app.sandbox.db.query<T>(query)).rows;

/** Everything the admin API holds: every table's rows, maintenance and shutdown. */
async function upstreamState(): Promise<unknown> {
  const tables = await sql<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  const rows: Record<string, unknown> = {};
  for (const { name } of tables) rows[name] = await sql(`select * from "${name}" order by 1`);
  const { maintenance, shutdown } = upstream.app.sandbox;
  return JSON.parse(JSON.stringify({ rows, maintenance, shutdown })) as unknown;
}

/** The gateway's own data a mutation may change: the publish history and snapshots. */
async function gatewayState(): Promise<Page<PublishRecord>> {
  const r = await call(app, 'query', 'publishes.list', { page: 1, limit: 100 }, { cookie });
  return r.body.result?.data as Page<PublishRecord>;
}

async function auditTotal(): Promise<number> {
  const r = await call(app, 'query', 'audit.list', { page: 1, limit: 1 }, { cookie });
  return (r.body.result?.data as Page<AuditEntry>).total;
}

async function newestAudit(n: number): Promise<AuditEntry[]> {
  const r = await call(app, 'query', 'audit.list', { page: 1, limit: n }, { cookie });
  return (r.body.result?.data as Page<AuditEntry>).items;
}

const firstIds = async (table: string, n: number): Promise<string[]> =>
  (await sql<{ id: number }>(`select id from ${table} order by id limit ${n}`)).map((r) =>
    String(r.id),
  );

beforeAll(async () => {
  upstream = await startFaultSandbox();
  app = await startGateway({
    ADMIN_API_URL: upstream.url,
    UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
    UPSTREAM_UPLOAD_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
    // every sign-in row below signs in; the limits have tests of their own
    LOGIN_RATE_LIMIT_MAX_PER_USERNAME: '100000',
    LOGIN_RATE_LIMIT_MAX_PER_IP: '100000',
  });
  cookie = await adminCookie(app);
  app.changes.subscribe((c) => changes.push(c));
  // One publish before the faults, so a restore has a snapshot to name.
  const published = await call(app, 'mutation', 'catalogue.publish', undefined, { cookie });
  expect(published.body.error).toBeUndefined();
  const history = await gatewayState();
  const [slot, slot2] = await firstIds('slots', 2);
  const [provider, provider2] = await firstIds('providers', 2);
  const [promotion, promotion2] = await firstIds('promotions', 2);
  // the seeded code is a deleted one: a live one to update and delete
  const made = await upstream.control('POST', '/__sandbox/promo-codes', {
    code: 'LIVE10',
    reward: 10,
    currency: 'EUR',
  });
  const promoCode = made.body as { id: number };
  const [theme] = await sql<{ id: number; slug: string }>('select id, slug from themes limit 1');
  ids = {
    slot: slot!,
    slot2: slot2!,
    provider: provider!,
    provider2: provider2!,
    group: (await firstIds('groups', 1))[0]!,
    promotion: promotion!,
    promotion2: promotion2!,
    promoCode: String(promoCode.id),
    table: (await firstIds('casino_tables', 1))[0]!,
    theme: String(theme!.id),
    themeSlug: theme!.slug,
    snapshot: history.items[0]!.id,
  };
}, HOOK_GUARD_MS);

afterEach(async () => {
  await upstream.control('DELETE', '/__sandbox/faults');
  await upstream.control('DELETE', '/__sandbox/requests');
});

afterAll(async () => {
  await app?.close();
  await upstream?.stop();
});

describe('the table of mutations', () => {
  it('names every mutation of the router, each once, and nothing else', () => {
    const tabled = [
      ...Object.keys(MUTATION_INPUTS),
      ...Object.keys(IDENTITY_ONLY),
      ...Object.keys(CHANGE_CONTROL),
    ].sort();
    expect(tabled).toEqual([...MUTATIONS].sort());
  });
});

describe.each(FAULTS)('the admin API fails with $name', (fault) => {
  it.each(Object.keys(MUTATION_INPUTS))(
    '%s answers the spec text, writes one error row and changes nothing',
    async (path) => {
      const want = outcomeOf(path, fault);
      const input = MUTATION_INPUTS[path]!(ids);
      const upstreamBefore = await upstreamState();
      const gatewayBefore = await gatewayState();
      const auditBefore = await auditTotal();
      const changesBefore = changes.length;

      expect((await upstream.control('POST', '/__sandbox/faults', fault.fault)).status).toBe(201);
      const res = await call(app, 'mutation', path, input, { cookie });
      await upstream.control('DELETE', '/__sandbox/faults');

      const body: TrpcBody = res.body;
      expect(body.result).toBeUndefined();
      expect(body.error?.data.code).toBe(want.code);
      expect(body.error?.message).toBe(want.message);
      expect(JSON.stringify(body)).not.toMatch(INTERNAL);

      const rows = want.steps.length + 1;
      expect(await auditTotal()).toBe(auditBefore + rows);
      const [own, ...steps] = await newestAudit(rows);
      expect(own).toMatchObject({
        procedure: path,
        outcome: 'error',
        error: want.message,
        username: 'admin',
      });
      // the time spent waiting on the admin API is what the row records
      if (fault.code === 'TIMEOUT')
        expect(own!.durationMs).toBeGreaterThanOrEqual(UPSTREAM_TIMEOUT_MS - 50);
      expect(steps.map((r) => [r.procedure, r.outcome])).toEqual(
        want.steps.map((p) => [p, 'error']),
      );
      expect(changes.slice(changesBefore).map((c) => c.procedure)).toEqual(want.announced);
      expect(await upstreamState()).toEqual(upstreamBefore);

      const gatewayAfter = await gatewayState();
      if (want.historyError === null) {
        expect(gatewayAfter).toEqual(gatewayBefore);
      } else {
        const [attempt, ...rest] = gatewayAfter.items;
        expect(attempt).toMatchObject({ status: 'failed', error: want.historyError });
        expect(rest).toEqual(gatewayBefore.items);
      }
    },
    TEST_GUARD_MS,
  );
});

describe.each(FAULTS)('signing in while the admin API fails with $name', (fault) => {
  it.each([
    ['auth.login', LOGIN_MESSAGES.adminApiUnavailable],
    ['auth.bypass', LOGIN_MESSAGES.bypassFailed],
  ])(
    '%s is refused (%s) and opens no session',
    async (path, message) => {
      await upstream.control('POST', '/__sandbox/faults', fault.fault);
      const res = await call(app, 'mutation', path, IDENTITY_ONLY[path]!());
      expect(res.body.result).toBeUndefined();
      expect(res.body.error?.message).toBe(message);
      expect(JSON.stringify(res.body)).not.toMatch(INTERNAL);
      expect(res.res.cookies.filter((c) => c.name === 'pitboss_session' && c.value)).toEqual([]);
    },
    TEST_GUARD_MS,
  );

  it.each(['auth.logout', 'auth.completeNewPassword'])(
    '%s sends nothing to the admin API',
    async (path) => {
      // its own session: auth.logout ends the one it is given
      const own = path === 'auth.logout' ? await adminCookie(app) : undefined;
      await upstream.control('DELETE', '/__sandbox/requests');
      await upstream.control('POST', '/__sandbox/faults', fault.fault);
      const res = await call(
        app,
        'mutation',
        path,
        IDENTITY_ONLY[path]!(),
        own ? { cookie: own } : {},
      );
      expect(JSON.stringify(res.body)).not.toMatch(INTERNAL);
      if (path === 'auth.logout') expect(res.body.error).toBeUndefined();
      const sent = await upstream.control('GET', '/__sandbox/requests');
      expect((sent.body as { requests: Record<string, unknown[]> }).requests).toEqual({});
    },
    TEST_GUARD_MS,
  );
});
