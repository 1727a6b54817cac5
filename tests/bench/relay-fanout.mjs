// Relay fan-out: 1,000 browser sockets of one user on the gateway's `/live`, casino events from
// the sandbox at 500 a second for BENCH_RELAY_SECONDS; every socket must get every event once;
// the spread is, per message, the time between the first and the last socket receiving it. The
// stack lets one user hold that many sockets (LIVE_MAX_SOCKETS_PER_USER, 30 by default, refuses
// the 31st).
//
// The relay sends events in batches (`casino_events`), one broadcast message to every socket of
// the user. This one client process receives them all, so it reads them as cheaply as it can:
// each socket is a bare WebSocket (`ws`, the library socket.io's server runs on) that speaks the
// two protocol lines it needs (engine.io's open and ping, socket.io's namespace join) and keeps
// each `casino_events` message as the bytes it arrived in, identified by its first event's id and
// its length, with no text decoding. The first socket parses every message it gets and checks
// each event arrives once; every other socket must get each of those messages once, the same
// length. Decoding and parsing all of them would make the client, not the gateway, the thing
// measured: at 1,000 sockets, 500,000 events a second.
//
//   node tests/bench/relay-fanout.mjs        BENCH_SOCKETS=1000 BENCH_RELAY_SECONDS=15
//                                            BENCH_EVENT_RATE=500 (defaults)
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { envNumber, report, row, runMain, signIn, sleep, startStack, stats } from './lib.mjs';

const SOCKETS = envNumber('BENCH_SOCKETS', 1000);
const SECONDS = envNumber('BENCH_RELAY_SECONDS', 15);
const RATE = envNumber('BENCH_EVENT_RATE', 500);
// engine.io packets: 0 open, 2 ping, 3 pong, 4 message; inside a message, socket.io's
// 0 CONNECT, 2 EVENT, 4 CONNECT_ERROR
const BATCH = Buffer.from('42["casino_events",');
const ID = Buffer.from('"id":"');
const QUOTE = 0x22;

/** One socket on `/live`, joined to the relay's namespace; `onBatch` gets each events message. */
function openSocket(base, cookie, i, onBatch) {
  const url = `${base.replace(/^http/, 'ws')}/live/?EIO=4&transport=websocket`;
  const socket = new WebSocket(url, { headers: { cookie, origin: base } });
  return new Promise((resolve, reject) => {
    socket.on('message', (data) => {
      const at = performance.now();
      if (data.length > BATCH.length && data.subarray(0, BATCH.length).equals(BATCH)) {
        onBatch(i, data, at);
        return;
      }
      const text = data.toString();
      if (text === '2') socket.send('3');
      else if (text.startsWith('0')) socket.send('40');
      else if (text.startsWith('40')) resolve(socket);
      else if (text.startsWith('44')) reject(new Error(`socket ${i}: refused ${text.slice(2)}`));
    });
    socket.on('error', (err) => reject(new Error(`socket ${i}: ${err.message ?? err}`)));
  });
}

async function main() {
  const stack = await startStack({
    eventRate: RATE,
    env: { LIVE_MAX_SOCKETS_PER_USER: String(SOCKETS) },
  });
  const sockets = [];
  try {
    const base = stack.gatewayUrl;
    const cookie = await signIn(base);
    /** message key (first event id) → its length, first and last receipt, and who got it */
    const messages = new Map();
    /** the first socket's events: id → times received */
    const firstSocketEvents = new Map();
    const onBatch = (i, data, at) => {
      const start = data.indexOf(ID) + ID.length;
      const key = data.toString('latin1', start, data.indexOf(QUOTE, start));
      let m = messages.get(key);
      if (!m) {
        m = { length: data.length, first: at, last: at, got: new Uint8Array(SOCKETS), other: 0 };
        messages.set(key, m);
      }
      m.last = Math.max(m.last, at);
      if (data.length !== m.length) m.other += 1;
      if (m.got[i] < 255) m.got[i] += 1;
      if (i === 0) {
        m.events = JSON.parse(data.toString('utf8', 2))[1].map((e) => e.id);
        for (const id of m.events) firstSocketEvents.set(id, (firstSocketEvents.get(id) ?? 0) + 1);
      }
    };
    const t0 = performance.now();
    for (let i = 0; i < SOCKETS; i += 50) {
      const batch = Array.from({ length: Math.min(50, SOCKETS - i) }, (_, j) =>
        openSocket(base, cookie, i + j, onBatch),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    console.log(`${SOCKETS} sockets open in ${Math.round(performance.now() - t0)} ms`);
    await sleep(2000);
    const from = performance.now();
    await sleep(SECONDS * 1000);
    const to = performance.now();
    await sleep(3000); // the messages of the window still on their way

    const window = [...messages.values()].filter((m) => m.first >= from && m.first < to);
    let missing = 0;
    let extra = 0;
    let differing = 0;
    let events = 0;
    for (const m of window) {
      for (const n of m.got) {
        if (n === 0) missing += 1;
        if (n > 1) extra += n - 1;
      }
      differing += m.other;
      events += m.events?.length ?? 0;
    }
    const repeated = [...firstSocketEvents.values()].filter((n) => n > 1).length;
    const spread = stats(window.map((m) => m.last - m.first));
    const once =
      window.length > 0 &&
      missing === 0 &&
      extra === 0 &&
      differing === 0 &&
      repeated === 0 &&
      window.every((m) => m.events);
    console.log(
      `${window.length} messages, ${events} events; missing ${missing}, extra ${extra}, differing ${differing}; events the first socket got twice: ${repeated}`,
    );
    report(
      'relay-fanout',
      [
        row(
          `relay: ${SOCKETS} sockets at ${RATE} events/s, every event to every socket once`,
          'all',
          `${events} events in ${window.length} messages × ${SOCKETS} sockets: ${missing} messages missing, ${extra} extra, ${differing} differing; ${repeated} events twice`,
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
        messages: window.length,
        events,
        spreadMs: spread,
      },
    );
  } finally {
    for (const s of sockets) s.close();
    await stack.stop();
  }
}

runMain(main);
