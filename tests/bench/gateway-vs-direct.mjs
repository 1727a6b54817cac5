// Gateway vs the admin API called directly (issue 19, row 2): `slots.filter` (32 items) through
// the gateway and `GET /slots/filter` on the sandbox with a bearer token, with autocannon at 1 and
// 10 connections, alternated in the same run.
//
//   node tests/bench/gateway-vs-direct.mjs        BENCH_DURATION=10 (seconds per measurement)
import autocannon from 'autocannon';
import { slotFilterQuery } from '@pitboss/contracts';
import {
  accessToken,
  envNumber,
  FILTER_INPUT,
  report,
  row,
  runMain,
  signIn,
  startStack,
  trpcUrl,
} from './lib.mjs';

const DURATION = envNumber('BENCH_DURATION', 10);

async function cannon(url, headers, connections) {
  const result = await autocannon({ url, headers, connections, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

async function main() {
  const stack = await startStack();
  try {
    const base = stack.gatewayUrl;
    const cookie = await signIn(base);
    const token = await accessToken(stack.identityFile);
    const query = new URLSearchParams(
      Object.entries(slotFilterQuery(FILTER_INPUT)).map(([k, v]) => [k, String(v)]),
    ).toString();
    const gateway = [
      trpcUrl(base, 'slots.filter', FILTER_INPUT),
      { cookie, origin: base, 'accept-encoding': 'gzip, deflate, br' },
    ];
    const direct = [
      `${stack.sandboxUrl}/slots/filter?${query}`,
      { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
    ];
    // warm-up
    await autocannon({ url: gateway[0], headers: gateway[1], connections: 2, amount: 100 });
    await autocannon({ url: direct[0], headers: direct[1], connections: 2, amount: 100 });
    const out = {};
    for (const c of [1, 10]) {
      out[`direct c${c}`] = await cannon(...direct, c);
      out[`gateway c${c}`] = await cannon(...gateway, c);
      console.log(
        `c=${c}: gateway ${JSON.stringify(out[`gateway c${c}`])}, direct ${JSON.stringify(out[`direct c${c}`])}`,
      );
    }
    const ratio = (c) => ({
      p50: out[`gateway c${c}`].p50 / Math.max(1, out[`direct c${c}`].p50),
      rps: out[`gateway c${c}`].rps / out[`direct c${c}`].rps,
    });
    const r10 = ratio(10);
    const r1 = ratio(1);
    const fmt = (c) =>
      `p50 ${out[`gateway c${c}`].p50} vs ${out[`direct c${c}`].p50} ms, ${Math.round(out[`gateway c${c}`].rps)} vs ${Math.round(out[`direct c${c}`].rps)} req/s`;
    report(
      'gateway-vs-direct',
      [
        row(
          'gateway vs direct, 10 connections: p50',
          '≤ 1.15×',
          `${r10.p50.toFixed(2)}× (${fmt(10)})`,
          r10.p50 <= 1.15,
        ),
        row(
          'gateway vs direct, 10 connections: throughput',
          '≥ 0.85×',
          `${r10.rps.toFixed(2)}×`,
          r10.rps >= 0.85,
        ),
        row(
          'gateway vs direct, 1 connection (for reference)',
          '—',
          `p50 ${r1.p50.toFixed(2)}×, throughput ${r1.rps.toFixed(2)}× (${fmt(1)})`,
          true,
        ),
      ],
      { durationSeconds: DURATION, results: out },
    );
  } finally {
    await stack.stop();
  }
}

runMain(main);
