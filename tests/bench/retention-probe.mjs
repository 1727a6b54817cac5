// A probe loaded before a server's main, for call-retention.mjs: on SIGUSR1 it makes V8 run at
// least two young-generation collections (by allocating short-lived arrays, no process flag), then
// writes one line to $PROBE_FILE: the bytes in the old generation and how many full collections
// have run since start. Whatever a finished call left in the old generation after two young
// collections stays there until a full collection: that is the garbage the soak's RSS carries.
import { appendFileSync } from 'node:fs';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

const OLD_SPACES = ['old_space', 'large_object_space'];
let fullCollections = 0;
let minorCollections = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) fullCollections += 1;
    if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) minorCollections += 1;
  }
}).observe({ entryTypes: ['gc'] });

const spaces = () => v8.getHeapSpaceStatistics();
const oldBytes = () =>
  spaces()
    .filter((s) => OLD_SPACES.includes(s.space_name))
    .reduce((sum, s) => sum + s.space_used_size, 0);
/** Where the short-lived arrays go: kept by the module, so no compiler optimises them away. */
const ring = new Array(64);

/** Allocates short-lived arrays until two young collections have run (the observer is async). */
async function twoYoungCollections() {
  const start = minorCollections;
  const young = spaces().find((s) => s.space_name === 'new_space')?.space_size ?? 32 << 20;
  while (minorCollections < start + 2) {
    for (let i = 0; i * 1024 < young; i += 1) ring[i % ring.length] = new Array(126);
    await new Promise((resolve) => setImmediate(resolve));
  }
  ring.fill(undefined);
}

process.on('SIGUSR1', () => {
  void twoYoungCollections().then(() =>
    appendFileSync(
      process.env.PROBE_FILE,
      `${JSON.stringify({ old: oldBytes(), fullCollections })}\n`,
    ),
  );
});
await import(process.env.PROBE_MAIN);
