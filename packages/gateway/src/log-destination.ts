import pino from 'pino';

/** How long a log line may wait in the buffer when traffic is light. */
const FLUSH_EVERY_MS = 200;

/**
 * Standard output for the gateway's log lines, written in batches: up to 4 kB of lines are
 * gathered and written in one call, and whatever is waiting is written at least every 200 ms.
 *
 * Why: each request's log line was its own synchronous `write(2)`, and on this kind of machine a
 * system call is expensive. The gateway's CPU profile under sequential `auth.me` calls put about
 * 13 % of its busy time in those writes (README "Benchmarks"). pino flushes the buffer
 * synchronously when the process exits, even through `process.exit` or an uncaught exception,
 * so no line is lost on a crash; `close` flushes it on a graceful stop.
 */
export function bufferedStdout(): { stream: pino.DestinationStream; close(): void } {
  const dest = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  let flushing = false;
  let waiting = false;
  const timer = setInterval(() => {
    // only when a line waits, and one flush at a time (a slow reader of stdout must not pile up
    // waiting flushes)
    if (!waiting || flushing) return;
    waiting = false;
    flushing = true;
    dest.flush(() => {
      flushing = false;
    });
  }, FLUSH_EVERY_MS);
  timer.unref();
  return {
    stream: {
      write(line: string) {
        waiting = true;
        dest.write(line);
      },
    },
    close() {
      clearInterval(timer);
      try {
        dest.flushSync();
      } catch {
        // nothing left to write, or stdout is gone: nothing more can be done
      }
    },
  };
}
