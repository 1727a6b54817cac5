// Gateway vs the admin API called directly: `slots.filter` (32 items) through
// the gateway and `GET /slots/filter` on the sandbox with a bearer token, with autocannon at 1 and
// 10 connections, in BENCH_ROUNDS pairs (direct then gateway, then gateway then direct, …): the
// figures are the median of the pairs' ratios, so a drift of the machine between two
// measurements (the sandbox alone ran at 102 to 209 calls a second in one hour) weighs less.
//
//   node tests/bench/gateway-vs-direct.mjs        BENCH_DURATION=5 (seconds per measurement)
//                                                 BENCH_ROUNDS=3
import autocannon from 'autocannon';
import { slotFilterQuery } from '@pitboss/contracts';
import {
  accessToken,
  envNumber,
  FILTER_INPUT,
  middle,
  report,
  row,
  runMain,
  signIn,
  startStack,
  trpcUrl,
} from './lib.mjs';

const DURATION = envNumber('BENCH_DURATION', 5);
const ROUNDS = envNumber('BENCH_ROUNDS', 3);

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
    const ratios = {};
    for (const c of [1, 10]) {
      out[`c${c}`] = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        const pair = {};
        const order = round % 2 === 1 ? ['direct', 'gateway'] : ['gateway', 'direct'];
        for (const side of order)
          pair[side] = await cannon(...(side === 'direct' ? direct : gateway), c);
        out[`c${c}`].push(pair);
        console.log(`c=${c} round ${round}: ${JSON.stringify(pair)}`);
      }
      const pairs = out[`c${c}`];
      ratios[c] = {
        p50: middle(pairs.map((p) => p.gateway.p50 / Math.max(1, p.direct.p50))),
        rps: middle(pairs.map((p) => p.gateway.rps / p.direct.rps)),
        gateway: {
          p50: middle(pairs.map((p) => p.gateway.p50)),
          rps: middle(pairs.map((p) => p.gateway.rps)),
        },
        direct: {
          p50: middle(pairs.map((p) => p.direct.p50)),
          rps: middle(pairs.map((p) => p.direct.rps)),
        },
      };
    }
    const r10 = ratios[10];
    const r1 = ratios[1];
    const fmt = (c) =>
      `medians of ${ROUNDS} pairs: p50 ${ratios[c].gateway.p50} vs ${ratios[c].direct.p50} ms, ${Math.round(ratios[c].gateway.rps)} vs ${Math.round(ratios[c].direct.rps)} req/s`;
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
      { durationSeconds: DURATION, rounds: ROUNDS, results: out, ratios },
    );
  } finally {
    await stack.stop();
  }
}

runMain(main);
