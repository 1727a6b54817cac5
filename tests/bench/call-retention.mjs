// What a finished call leaves in V8's old generation until the next full collection, per call:
// the garbage that sets how high the gateway's RSS climbs between full collections in the soak.
// Not one of `pnpm bench`'s rows: a diagnosis. For each route it makes BENCH_CALLS sequential
// calls between two probes (retention-probe.mjs: two young collections, then the old
// generation's size) and divides the growth by the calls; a measurement with a full collection
// in between is taken again. The same for the stock parts alone (stock-stack.mjs), so the
// gateway's own share reads as the difference. With DATABASE_URL set, the gateway runs on it.
//
//   node tests/bench/call-retention.mjs        BENCH_CALLS=300
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  envNumber,
  FILTER_INPUT,
  freePort,
  getSequentially,
  report,
  row,
  runMain,
  signIn,
  sleep,
  startStack,
  trpcUrl,
} from './lib.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const CALLS = envNumber('BENCH_CALLS', 300);
const ATTEMPTS = 4;
const STOCK = [
  ['Fastify alone, a plain route', '', '/plain'],
  ['Fastify + @fastify/helmet, a plain route', 'helmet', '/plain'],
  ["Fastify + tRPC's adapter, one query", 'trpc', '/trpc/me'],
  ['Fastify + tRPC + compress + cookie + pino', 'trpc,compress,cookie,log', '/trpc/me'],
  [
    'Fastify + tRPC + helmet + compress + cookie + pino',
    'trpc,helmet,compress,cookie,log',
    '/trpc/me',
  ],
];

/** Reads the probe of `pid`: old-generation bytes and full collections so far. */
async function probe(pid, file) {
  const lines = () => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : []);
  const before = lines().length;
  process.kill(pid, 'SIGUSR1');
  for (let waited = 0; waited < 30_000; waited += 50) {
    const all = lines();
    if (all.length > before) return JSON.parse(all.at(-1));
    await sleep(50);
  }
  throw new Error('the probe did not answer in 30 s');
}

/** kB per call kept past the call, or null when every attempt saw a full collection. */
async function keptPerCall(pid, file, url, headers) {
  // as many calls first: the first ones compile and optimise code, which also lands in the old
  // generation
  await getSequentially(url, headers, CALLS);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    // an attempt with a full collection in it is made again with half the calls, which makes
    // another one less likely
    const calls = Math.max(50, CALLS >> attempt);
    const a = await probe(pid, file);
    await getSequentially(url, headers, calls);
    await sleep(200);
    const b = await probe(pid, file);
    if (b.fullCollections === a.fullCollections) return (b.old - a.old) / calls / 1024;
  }
  return null;
}

async function gatewayRows(dir) {
  const file = join(dir, 'gateway.probe');
  const stack = await startStack({
    mains: { gateway: join(HERE, 'retention-probe.mjs') },
    env: { PROBE_MAIN: join(HERE, '..', '..', 'packages/gateway/dist/main.js'), PROBE_FILE: file },
  });
  try {
    const base = stack.gatewayUrl;
    const headers = { cookie: await signIn(base), origin: base, 'accept-encoding': 'gzip, br' };
    const routes = [
      ['auth.me', trpcUrl(base, 'auth.me')],
      ['groups.list', trpcUrl(base, 'groups.list')],
      ['slots.filter (32 slots)', trpcUrl(base, 'slots.filter', FILTER_INPUT)],
      ['providers.list', trpcUrl(base, 'providers.list', {})],
      ['promotions.filter (20)', trpcUrl(base, 'promotions.filter', { page: 1, limit: 20 })],
      ['GET /healthz', `${base}/healthz`],
      ['GET / (the web app)', `${base}/`],
    ];
    const out = [];
    for (const [name, url] of routes)
      out.push([`gateway: ${name}`, await keptPerCall(stack.gatewayPid, file, url, headers)]);
    return out;
  } finally {
    await stack.stop();
  }
}

async function stockRow(dir, [name, parts, path], index) {
  const file = join(dir, `stock-${index}.probe`);
  const port = await freePort();
  const child = spawn(process.execPath, [join(HERE, 'retention-probe.mjs')], {
    env: {
      ...process.env,
      PROBE_MAIN: join(HERE, 'stock-stack.mjs'),
      PROBE_FILE: file,
      STOCK_PARTS: parts,
      PORT: String(port),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const url = `http://127.0.0.1:${port}${path}`;
    for (let waited = 0; ; waited += 100) {
      if (
        await fetch(url).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (waited > 30_000) throw new Error(`${name}: not listening after 30 s`);
      await sleep(100);
    }
    return [
      `stock parts: ${name}`,
      await keptPerCall(child.pid, file, url, { 'accept-encoding': 'gzip, br' }),
    ];
  } finally {
    child.kill();
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'pitboss-retention-'));
  try {
    const measured = [...(await gatewayRows(dir))];
    for (const [index, stock] of STOCK.entries()) measured.push(await stockRow(dir, stock, index));
    report(
      'call-retention',
      measured.map(([name, kb]) =>
        row(
          `kept past the call until a full collection: ${name}`,
          'reported',
          kb === null
            ? 'not measured: a full collection ran in every attempt'
            : `${kb.toFixed(1)} kB per call`,
          kb !== null,
        ),
      ),
      { calls: CALLS, database: process.env.DATABASE_URL ? 'Postgres' : 'PGlite' },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

runMain(main);
