// Activity at a million audit rows: the bench seeds 1,000,000 rows into the gateway's database
// (Postgres, via DATABASE_URL; a throwaway cluster from scripts/postgres.mjs) through the hash
// chain's trigger, then times filtered pages of `audit.list` through the gateway (by user,
// section, target, outcome, a day, two at once, and the two saved views), the streamed CSV export
// of every row with the gateway's memory sampled while it runs, `audit.verify` over the whole
// chain, and what the chain's serialised append costs per row (pgbench, 1 and 8 writers, against
// the same table without the trigger).
//
//   node tests/bench/activity-scale.mjs        BENCH_AUDIT_ROWS=1000000 BENCH_AUDIT_CALLS=5
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startPostgres } from '../../scripts/postgres.mjs';
import {
  envNumber,
  report,
  row,
  rssMb,
  runMain,
  signIn,
  startStack,
  stats,
  trpcUrl,
} from './lib.mjs';

const ROWS = envNumber('BENCH_AUDIT_ROWS', 1_000_000);
const CALLS = envNumber('BENCH_AUDIT_CALLS', 5);
const PAGE_GOAL_MS = 200;
const PROCEDURES = [
  'slots.update',
  'slots.saveOrder',
  'providers.update',
  'groups.update',
  'catalogue.publish',
  'promotions.update',
  'promoCodes.create',
  'tables.update',
  'themes.update',
  'publishes.restore',
];

/** A PostgreSQL client program of the newest installed version. */
function pgBin(name) {
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', name)))
    .sort((a, b) => Number(b) - Number(a))[0];
  return join(root, version, 'bin', name);
}

/**
 * Runs SQL with psql, without blocking this process: a blocked event loop would miss the gateway
 * closing an idle keep-alive connection, and the next request would go out on the dead socket.
 */
async function psql(url, sql) {
  const { stdout } = await promisify(execFile)(
    pgBin('psql'),
    [url, '-v', 'ON_ERROR_STOP=1', '-c', sql],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}

/**
 * A million rows over about a year, oldest first (so the chain's order is the time order): 20
 * users, ten procedures, 5,000 targets, 2 % errors, one slot update in 20 a live/archived change.
 */
function seedSql(n) {
  const procs = `ARRAY[${PROCEDURES.map((p) => `'${p}'`).join(',')}]`;
  return `INSERT INTO audit (at, user_id, username, display_name, procedure, target, input, outcome, error, duration_ms, before, after)
    SELECT now() - (i * interval '30 seconds'), 'user-' || (i % 20), 'user' || (i % 20), 'User ' || (i % 20),
      (${procs})[1 + (i % 10)], 'slot-' || (i % 5000), jsonb_build_object('id', i % 5000, 'title', 'Slot ' || i),
      CASE WHEN i % 50 = 0 THEN 'error' ELSE 'ok' END, CASE WHEN i % 50 = 0 THEN 'Upstream failed' END, i % 300,
      CASE WHEN i % 200 = 0 THEN '{"live": true}'::jsonb END, CASE WHEN i % 200 = 0 THEN '{"live": false}'::jsonb END
    FROM generate_series(${n}, 1, -1) AS i`;
}

/** pgbench's average latency (ms) of one single-row insert into `table`, with `clients` writers. */
async function insertLatency(url, table, clients) {
  const script = join(tmpdir(), `pitboss-bench-insert-${table}.sql`);
  writeFileSync(
    script,
    `INSERT INTO ${table} (user_id, username, procedure, outcome, duration_ms) VALUES ('bench', 'bench', 'slots.update', 'ok', 1);\n`,
  );
  const { stdout } = await promisify(execFile)(
    pgBin('pgbench'),
    [
      '-n',
      '-c',
      String(clients),
      '-j',
      String(Math.min(clients, 2)),
      '-t',
      '300',
      '-f',
      script,
      url,
    ],
    { encoding: 'utf8' },
  );
  return Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1] ?? NaN);
}

/** The streamed export: bytes, lines and time, with the gateway's RSS sampled while it runs. */
async function streamedExport(url, headers, pid) {
  const rss = [rssMb(pid)];
  const sampler = setInterval(() => rss.push(rssMb(pid)), 200);
  const t0 = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const res = await fetch(url, { headers });
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
    for await (const chunk of res.body) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  rss.push(rssMb(pid));
  return { ms: performance.now() - t0, bytes, lines, rssBefore: rss[0], rssPeak: Math.max(...rss) };
}

async function timed(url, headers) {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return { ms, data: JSON.parse(text).result.data, bytes: text.length };
}

async function main() {
  const postgres = await startPostgres();
  let stack;
  try {
    stack = await startStack({ env: { DATABASE_URL: postgres.url } });
    const base = stack.gatewayUrl;
    const headers = { cookie: await signIn(base), origin: base, 'accept-encoding': 'gzip' };
    console.log(`seeding ${ROWS} audit rows ...`);
    const t0 = Date.now();
    await psql(postgres.url, seedSql(ROWS));
    const seedMs = Date.now() - t0;
    const day = new Date(Date.now() - 30 * 86_400_000);
    const filters = {
      user: { user: 'user7' },
      section: { domain: 'slots' },
      target: { target: 'slot-42' },
      outcome: { outcome: 'error' },
      day: { from: day.toISOString(), to: new Date(day.getTime() + 86_400_000).toISOString() },
      // the seed's user decides its procedure: user3's rows are all groups.update
      'user and section': { user: 'user3', domain: 'groups' },
      'user and section, none': { user: 'user3', domain: 'catalogue' },
      'view: game availability': { view: 'availability' },
      'view: promotions': { view: 'promotions' },
    };
    const timePages = async () => {
      const pages = {};
      const all = [];
      for (const [name, filter] of Object.entries(filters)) {
        const times = [];
        let total = 0;
        for (let i = 0; i < CALLS; i += 1) {
          const r = await timed(
            trpcUrl(base, 'audit.list', { ...filter, page: 1 + i, limit: 20 }),
            headers,
          );
          times.push(r.ms);
          total = r.data.total;
        }
        all.push(...times);
        pages[name] = { total, ms: stats(times) };
        console.log(`${name}: ${JSON.stringify(pages[name])}`);
      }
      return { pages, overall: stats(all) };
    };
    // straight after a bulk insert the table has no visibility map: reported, not the goal
    console.log('pages before VACUUM:');
    const unvacuumed = await timePages();
    // A trail that grew over a year has been vacuumed by autovacuum as it grew (inserts alone
    // start it), so a count can read the indexes alone. VACUUM runs outside the insert's
    // transaction.
    await psql(postgres.url, 'VACUUM ANALYZE audit');
    console.log('pages after VACUUM:');
    const { pages, overall } = await timePages();
    // every row: no input bounds it; the rows go out as the database pages them in
    const exp = await streamedExport(`${base}/api/audit/export`, headers, stack.gatewayPid);
    console.log(`export: ${JSON.stringify(exp)}`);
    const v = await timed(trpcUrl(base, 'audit.verify'), headers);
    console.log(`verify: ${JSON.stringify(v.data)} in ${v.ms.toFixed(0)} ms`);
    await psql(postgres.url, 'CREATE TABLE audit_plain (LIKE audit INCLUDING DEFAULTS)');
    const append = {};
    for (const clients of [1, 8])
      append[clients] = {
        chain: await insertLatency(postgres.url, 'audit', clients),
        plain: await insertLatency(postgres.url, 'audit_plain', clients),
      };
    console.log(`append latency (ms): ${JSON.stringify(append)}`);
    const worst = Object.entries(pages).sort((a, b) => b[1].ms.median - a[1].ms.median)[0];
    const mb = (n) => (n / 1048576).toFixed(0);
    report(
      'activity-scale',
      [
        row(
          `Activity: a filtered page of ${ROWS.toLocaleString('en-US')} audit rows`,
          `≤ ${PAGE_GOAL_MS} ms`,
          `median ${overall.median} ms, p95 ${overall.p95} ms over ${Object.keys(filters).length} filters × ${CALLS}; slowest: ${worst[0]} (median ${worst[1].ms.median} ms)`,
          overall.p95 <= PAGE_GOAL_MS,
        ),
        row(
          'Activity: the same pages straight after the bulk insert, before a vacuum',
          'reported',
          `median ${unvacuumed.overall.median} ms, p95 ${unvacuumed.overall.p95} ms`,
          true,
        ),
        row(
          'Activity: CSV export streamed in bounded memory',
          'streamed; memory bounded',
          `${(exp.lines - 1).toLocaleString('en-US')} rows, ${mb(exp.bytes)} MB in ${(exp.ms / 1000).toFixed(1)} s; gateway RSS ${exp.rssBefore} MB before, peak ${exp.rssPeak} MB during`,
          exp.lines - 1 >= ROWS && exp.rssPeak - exp.rssBefore < 150,
        ),
        row(
          'audit.verify over the whole chain',
          'reported',
          `${v.data.ok ? 'ok' : 'broken'}, ${v.data.rows.toLocaleString('en-US')} rows in ${(v.ms / 1000).toFixed(1)} s`,
          v.data.ok === true && v.data.rows >= ROWS,
        ),
        row(
          "the chain's serialised append, per audit row",
          'reported',
          `1 writer: ${append[1].chain} ms (without the chain ${append[1].plain} ms); 8 writers: ${append[8].chain} ms (${append[8].plain} ms)`,
          true,
        ),
      ],
      {
        seedMs,
        pages,
        unvacuumed: unvacuumed.pages,
        export: exp,
        verify: { ms: v.ms, ...v.data },
        append,
      },
    );
  } finally {
    await stack?.stop();
    postgres.stop();
  }
}

runMain(main);
