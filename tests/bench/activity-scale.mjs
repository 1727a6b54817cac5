// Activity at a million audit rows: the bench seeds 1,000,000 rows into the gateway's database
// (Postgres, via DATABASE_URL; a throwaway cluster from scripts/postgres.mjs), then times filtered
// pages of `audit.list` through the gateway (by user, section, target, outcome, a day, and two at
// once), and one CSV export with the gateway's memory before and after.
//
//   node tests/bench/activity-scale.mjs        BENCH_AUDIT_ROWS=1000000 BENCH_AUDIT_CALLS=5
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
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

/**
 * Runs SQL with psql, without blocking this process: a blocked event loop would miss the gateway
 * closing an idle keep-alive connection, and the next request would go out on the dead socket.
 */
async function psql(url, sql) {
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'psql')))
    .sort((a, b) => Number(b) - Number(a))[0];
  const { stdout } = await promisify(execFile)(
    join(root, version, 'bin', 'psql'),
    [url, '-v', 'ON_ERROR_STOP=1', '-c', sql],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}

/** A million rows over about a year: 20 users, ten procedures, 5,000 targets, 2 % errors. */
function seedSql(n) {
  const procs = `ARRAY[${PROCEDURES.map((p) => `'${p}'`).join(',')}]`;
  return `INSERT INTO audit (at, user_id, username, display_name, procedure, target, input, outcome, error, duration_ms)
    SELECT now() - (i * interval '30 seconds'), 'user-' || (i % 20), 'user' || (i % 20), 'User ' || (i % 20),
      (${procs})[1 + (i % 10)], 'slot-' || (i % 5000), jsonb_build_object('id', i % 5000, 'title', 'Slot ' || i),
      CASE WHEN i % 50 = 0 THEN 'error' ELSE 'ok' END, CASE WHEN i % 50 = 0 THEN 'Upstream failed' END, i % 300
    FROM generate_series(1, ${n}) AS i; ANALYZE audit;`;
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
      'user and section': { user: 'user3', domain: 'catalogue' },
    };
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
    const rssBefore = rssMb(stack.gatewayPid);
    const exp = await timed(trpcUrl(base, 'audit.export', { domain: 'slots' }), headers);
    const rssAfter = rssMb(stack.gatewayPid);
    const worst = Object.entries(pages).sort((a, b) => b[1].ms.median - a[1].ms.median)[0];
    const overall = stats(all);
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
          'Activity: CSV export streamed in bounded memory',
          'streamed; memory bounded',
          `not streamed: one JSON answer of ${(exp.bytes / 1048576).toFixed(1)} MB holding the CSV (${exp.data.rows} rows${exp.data.truncated ? ', truncated at the row cap' : ''}), ${exp.ms.toFixed(0)} ms; gateway RSS ${rssBefore} → ${rssAfter} MB`,
          false,
          'bounded by the export row cap, but built whole in memory',
        ),
      ],
      {
        seedMs,
        pages,
        export: {
          ms: exp.ms,
          bytes: exp.bytes,
          rows: exp.data.rows,
          truncated: exp.data.truncated,
          rssBefore,
          rssAfter,
        },
      },
    );
  } finally {
    await stack?.stop();
    postgres.stop();
  }
}

runMain(main);
