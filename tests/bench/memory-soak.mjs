// Gateway memory: RSS after start (ready, before any traffic), then a soak of
// mixed traffic — 500 relay sockets open the whole time, API calls of the main screens from 4
// callers, a sign-in and sign-out every few seconds, casino events flowing. The same traffic runs
// BENCH_WARMUP_SECONDS first (the sockets connect, the code is compiled, V8's heap settles); its
// samples (every 10 s) are printed and kept in the JSON. Then an RSS sample every
// BENCH_SAMPLE_SECONDS for BENCH_SOAK_SECONDS, judged: at most 200 MB, and flat (every sample
// within ±10 % of the one taken when the soak starts). With DATABASE_URL set, the gateway runs on
// that Postgres (the production case); without it, on the embedded PGlite.
// BENCH_CALLS_PER_SECOND paces the 4 callers to that many API calls a second in all (0, the
// default: each calls again as soon as it has its answer, as many as the machine can serve).
// BENCH_MEMORY_LIMIT_MB runs the gateway under that memory limit, as a container does
// (memory-limit.mjs: root and Node 22.15 or later). Node's version sets much of the figure (its
// young generation's size above all): the rows name it, and the bench measures the Docker image's
// Node when run with it, e.g. `npx -y node@24 tests/bench/memory-soak.mjs`.
//
//   node tests/bench/memory-soak.mjs        BENCH_SOAK_SECONDS=600 BENCH_SAMPLE_SECONDS=30
//                                           BENCH_WARMUP_SECONDS=60 BENCH_SOCKETS=500
//                                           BENCH_CALLS_PER_SECOND=0 BENCH_MEMORY_LIMIT_MB=0
//                                           (defaults)
import { gatewayMemoryLimit } from './memory-limit.mjs';
import {
  envNumber,
  openSockets,
  report,
  row,
  rssMb,
  runMain,
  signIn,
  sleep,
  startStack,
  trpcUrl,
} from './lib.mjs';

const SOAK_SECONDS = envNumber('BENCH_SOAK_SECONDS', 600);
const SAMPLE_SECONDS = envNumber('BENCH_SAMPLE_SECONDS', 30);
const SOCKETS = envNumber('BENCH_SOCKETS', 500);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 60);
const CALLS_PER_SECOND = envNumber('BENCH_CALLS_PER_SECOND', 0);
const MEMORY_LIMIT_MB = envNumber('BENCH_MEMORY_LIMIT_MB', 0);
const CALLERS = 4;

async function main() {
  const limit = MEMORY_LIMIT_MB > 0 ? gatewayMemoryLimit(MEMORY_LIMIT_MB) : null;
  const where = `Node ${process.version}, ${limit ? `${MEMORY_LIMIT_MB} MB limit` : 'no memory limit'}`;
  const stack = await startStack({
    eventRate: 5,
    mains: limit?.mains,
    // one user's sockets, more than the per-user cap's default of 30
    env: { LIVE_MAX_SOCKETS_PER_USER: String(SOCKETS), ...limit?.env },
  }).catch((err) => {
    limit?.remove();
    throw err;
  });
  const sockets = [];
  try {
    const base = stack.gatewayUrl;
    await sleep(3000);
    const afterStart = rssMb(stack.gatewayPid);
    console.log(`RSS after start: ${afterStart} MB`);
    const cookie = await signIn(base);
    sockets.push(...(await openSockets(base, cookie, SOCKETS)));
    console.log(`${SOCKETS} sockets open; RSS ${rssMb(stack.gatewayPid)} MB`);

    const headers = { cookie, origin: base, 'accept-encoding': 'gzip, deflate, br' };
    const calls = [
      trpcUrl(base, 'auth.me'),
      trpcUrl(base, 'groups.list'),
      trpcUrl(base, 'slots.filter', {
        page: 1,
        limit: 32,
        order: 'ASC',
        sort: 'default',
        status: 'all',
      }),
      trpcUrl(base, 'providers.list', {}),
      trpcUrl(base, 'promotions.filter', { page: 1, limit: 20 }),
      `${base}/`,
      `${base}/healthz`,
    ];
    const soakAt = Date.now() + WARMUP_SECONDS * 1000;
    const endAt = soakAt + SOAK_SECONDS * 1000;
    let requests = 0;
    const failures = new Map();
    // each caller's calls start this far apart when paced
    const spacingMs = CALLS_PER_SECOND > 0 ? (CALLERS * 1000) / CALLS_PER_SECOND : 0;
    const worker = async (w) => {
      let next = Date.now() + (spacingMs * w) / CALLERS;
      for (let i = w; Date.now() < endAt; i += 1) {
        if (spacingMs > 0) {
          await sleep(Math.max(0, next - Date.now()));
          next += spacingMs;
        }
        const url = calls[i % calls.length];
        const res = await fetch(url, { headers }).catch((err) => ({ status: err.message }));
        if (res.status !== 200) failures.set(url, (failures.get(url) ?? 0) + 1);
        await res.arrayBuffer?.();
        requests += 1;
      }
    };
    const signer = async () => {
      while (Date.now() < endAt) {
        const c = await signIn(base);
        await fetch(`${base}/trpc/auth.logout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: c, origin: base },
          body: '{}',
        });
        await sleep(3000);
      }
    };
    const warmup = [];
    const samples = [];
    const sample = (list, t0, label) => {
      const mb = rssMb(stack.gatewayPid);
      list.push({ s: Math.round((Date.now() - t0) / 1000), rssMb: mb });
      console.log(`${label} t=${list.at(-1).s}s RSS ${mb} MB, ${requests} requests so far`);
    };
    const sampler = async () => {
      const w0 = Date.now();
      while (Date.now() < soakAt) {
        await sleep(Math.min(10_000, Math.max(0, soakAt - Date.now())));
        sample(warmup, w0, 'warm-up');
      }
      const t0 = Date.now();
      sample(samples, t0, 'soak');
      while (Date.now() < endAt) {
        await sleep(Math.min(SAMPLE_SECONDS * 1000, Math.max(0, endAt - Date.now())));
        sample(samples, t0, 'soak');
      }
    };
    const workers = Array.from({ length: CALLERS }, (_, w) => worker(w));
    await Promise.all([...workers, signer(), sampler()]);
    if (failures.size > 0) console.log('failed calls:', Object.fromEntries(failures));
    const first = samples[0]?.rssMb ?? NaN;
    const warmed =
      warmup.length > 0
        ? `after ${WARMUP_SECONDS} s warm-up (${warmup[0].rssMb} → ${first} MB); `
        : '';
    const values = samples.map((s) => s.rssMb);
    const worst = Math.max(...values.map((v) => Math.abs(v - first) / first));
    const connected = sockets.filter((s) => s.connected).length;
    const pace =
      CALLS_PER_SECOND > 0
        ? `${CALLS_PER_SECOND} calls/s`
        : `calls as fast as answered (${Math.round(requests / (WARMUP_SECONDS + SOAK_SECONDS))}/s)`;
    report(
      'memory-soak',
      [
        row(
          `gateway RSS after start (${where})`,
          '≤ 200 MB',
          `${afterStart} MB`,
          afterStart <= 200,
        ),
        row(
          `gateway RSS flat over a ${SOAK_SECONDS} s soak, ${SOCKETS} sockets, ${pace} (${where})`,
          '≤ 200 MB, ± 10 %',
          `${first} → ${values.at(-1)} MB (min ${Math.min(...values)}, max ${Math.max(...values)}; worst ${(worst * 100).toFixed(1)} %)`,
          Math.max(...values) <= 200 &&
            worst <= 0.1 &&
            connected === SOCKETS &&
            failures.size === 0,
          `${warmed}${requests} requests, ${connected}/${SOCKETS} sockets still open`,
        ),
      ],
      {
        node: process.version,
        memoryLimitMb: MEMORY_LIMIT_MB,
        afterStartMb: afterStart,
        warmupSeconds: WARMUP_SECONDS,
        callsPerSecond: CALLS_PER_SECOND,
        warmup,
        samples,
        requests,
        failures: Object.fromEntries(failures),
      },
    );
  } finally {
    for (const s of sockets) s.close();
    await stack.stop();
    limit?.remove();
  }
}

runMain(main);
