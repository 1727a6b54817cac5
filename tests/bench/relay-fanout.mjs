// Relay fan-out: 1,000 browser sockets of one user on the gateway's `/live`, casino events from
// the sandbox at 500 a second for BENCH_RELAY_SECONDS; every socket must get every event once;
// the spread is, per event, the time between the first and the last socket receiving it
// (measured in this one client process, so it includes the client's own work). The stack lets
// one user hold that many sockets (LIVE_MAX_SOCKETS_PER_USER, 30 by default, refuses the 31st).
//
//   node tests/bench/relay-fanout.mjs        BENCH_SOCKETS=1000 BENCH_RELAY_SECONDS=15
//                                            BENCH_EVENT_RATE=500 (defaults)
import { performance } from 'node:perf_hooks';
import {
  envNumber,
  openSockets,
  report,
  row,
  runMain,
  signIn,
  sleep,
  startStack,
  stats,
} from './lib.mjs';

const SOCKETS = envNumber('BENCH_SOCKETS', 1000);
const SECONDS = envNumber('BENCH_RELAY_SECONDS', 15);
const RATE = envNumber('BENCH_EVENT_RATE', 500);

async function main() {
  const stack = await startStack({
    eventRate: RATE,
    env: { LIVE_MAX_SOCKETS_PER_USER: String(SOCKETS) },
  });
  let sockets = [];
  try {
    const base = stack.gatewayUrl;
    const cookie = await signIn(base);
    /** per socket: id → the times it was received */
    const received = Array.from({ length: SOCKETS }, () => new Map());
    const t0 = performance.now();
    sockets = await openSockets(base, cookie, SOCKETS, (i, event) => {
      const times = received[i].get(event.id);
      if (times) times.push(performance.now());
      else received[i].set(event.id, [performance.now()]);
    });
    console.log(`${SOCKETS} sockets open in ${Math.round(performance.now() - t0)} ms`);
    await sleep(2000);
    const from = performance.now();
    await sleep(SECONDS * 1000);
    const to = performance.now();
    await sleep(3000); // the events of the window still on their way
    // the events the first socket got in the window; every socket must have each as often
    const reference = [...received[0]].filter(([, times]) => times[0] >= from && times[0] < to);
    const spreads = [];
    let missing = 0;
    let extra = 0;
    for (const [id, times] of reference) {
      let min = Infinity;
      let max = -Infinity;
      for (const r of received) {
        const got = r.get(id) ?? [];
        missing += Math.max(0, times.length - got.length);
        extra += Math.max(0, got.length - times.length);
        if (got.length === 0) continue;
        min = Math.min(min, got[0]);
        max = Math.max(max, got[0]);
      }
      spreads.push(max - min);
    }
    const spread = stats(spreads);
    const once = missing === 0 && extra === 0 && reference.length > 0;
    report(
      'relay-fanout',
      [
        row(
          `relay: ${SOCKETS} sockets at ${RATE} events/s, every event to every socket once`,
          'all',
          `${reference.length} events × ${SOCKETS} sockets: ${missing} missing, ${extra} extra`,
          once,
        ),
        row(
          `relay: ${SOCKETS} sockets at ${RATE} events/s, p99 spread (first to last socket)`,
          '≤ 50 ms',
          `${spread.p99} ms (median ${spread.median}, max ${spread.max})`,
          spread.p99 <= 50,
        ),
      ],
      {
        sockets: SOCKETS,
        seconds: SECONDS,
        eventRate: RATE,
        events: reference.length,
        spreadMs: spread,
      },
    );
  } finally {
    for (const s of sockets) s.close();
    await stack.stop();
  }
}

runMain(main);
