// Slot pages deep in the catalogue, through the gateway: `slots.filter` pages of 32 taken from the
// back half of the whole catalogue (default order, by title, by release), one request at a time,
// at each SANDBOX_SCALE of BENCH_PAGES_SCALES (default `1,5`: 3,000 and 15,000 slots), with no
// added latency. The figure is the 95th percentile of the requests' times as the client sees them;
// beside it, the same pages asked of the sandbox directly, so the gateway's share shows.
//
//   node tests/bench/catalogue-pages.mjs        (after `pnpm -r build`)
//   BENCH_PAGES_SCALES=5 BENCH_PAGE_CALLS=60 node tests/bench/catalogue-pages.mjs
import { slotFilterQuery } from '@pitboss/contracts';
import {
  accessToken,
  envNumber,
  report,
  row,
  runMain,
  signIn,
  startStack,
  stats,
  trpcUrl,
} from './lib.mjs';

const SCALES = (process.env.BENCH_PAGES_SCALES ?? '1,5').split(',').map(Number);
const CALLS = envNumber('BENCH_PAGE_CALLS', 90);
const GOAL_MS = 300;
const SEED_GOAL_MS = 120_000;
const LIMIT = 32;
const SORTS = ['default', 'title', 'released'];

async function timedGet(url, headers) {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${body.slice(0, 200)}`);
  return { ms, body };
}

async function runScale(scale) {
  console.log(`starting a local stack (scale ${scale}) ...`);
  const t0 = performance.now();
  const stack = await startStack({ env: { SANDBOX_SCALE: String(scale) } });
  // from nothing to a gateway that answers: the sandbox's seeding at this scale, and the rest
  const upMs = Math.round(performance.now() - t0);
  try {
    const base = stack.gatewayUrl;
    const headers = { cookie: await signIn(base), origin: base, 'accept-encoding': 'gzip' };
    const input = (page, sort) => ({ page, limit: LIMIT, order: 'ASC', sort, status: 'all' });
    const first = await timedGet(trpcUrl(base, 'slots.filter', input(1, 'default')), headers);
    const { total } = JSON.parse(first.body).result.data;
    const pages = Math.ceil(total / LIMIT);
    // warm-up: a few pages, so the figures are not the first calls' set-up
    for (let p = 1; p <= 5; p += 1)
      await timedGet(trpcUrl(base, 'slots.filter', input(p, 'default')), headers);
    const token = await accessToken(stack.identityFile);
    const direct = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
    const times = [];
    const directTimes = [];
    for (let i = 0; i < CALLS; i += 1) {
      // spread over the back half, the last page included
      const page = pages - Math.floor(((i * 7919) % CALLS) * (pages / 2 / CALLS));
      const sort = SORTS[i % SORTS.length];
      const { ms, body } = await timedGet(
        trpcUrl(base, 'slots.filter', input(page, sort)),
        headers,
      );
      if (JSON.parse(body).result.data.items.length === 0) throw new Error(`page ${page} is empty`);
      times.push(ms);
      const query = new URLSearchParams(
        Object.entries(slotFilterQuery(input(page, sort))).map(([k, v]) => [k, String(v)]),
      );
      directTimes.push((await timedGet(`${stack.sandboxUrl}/slots/filter?${query}`, direct)).ms);
    }
    return { scale, total, pages, upMs, ms: stats(times), directMs: stats(directTimes) };
  } finally {
    await stack.stop();
  }
}

async function main() {
  const results = [];
  for (const scale of SCALES) {
    const r = await runScale(scale);
    console.log(JSON.stringify(r));
    results.push(r);
  }
  report(
    'catalogue-pages',
    results.flatMap((r) => [
      row(
        `a fresh local stack seeded and up (scale ${r.scale}: ${r.total} slots)`,
        `≤ ${SEED_GOAL_MS / 1000} s`,
        `${(r.upMs / 1000).toFixed(1)} s (the sandbox's seeding, cognito-local and the gateway)`,
        r.upMs <= SEED_GOAL_MS,
      ),
      row(
        `slot pages deep in a ${r.total}-slot catalogue through the gateway (scale ${r.scale})`,
        `p95 ≤ ${GOAL_MS} ms`,
        `p95 ${r.ms.p95} ms, median ${r.ms.median} ms (${CALLS} pages of ${LIMIT} from the back half of ${r.pages}); the sandbox alone: p95 ${r.directMs.p95} ms, median ${r.directMs.median} ms`,
        r.ms.p95 <= GOAL_MS,
      ),
    ]),
    { results },
  );
}

runMain(main);
