// The gateway's main under V8's sampling profilers, for gateway-profile.mjs: SIGUSR1 starts the
// CPU profiler and the allocation sampler (every allocation, kept or collected since), SIGUSR2
// stops both and writes $PROFILE_DIR/gateway.cpuprofile and gateway.heapprofile.
import { renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 }); // µs
/** Written under another name first, so the bench never reads half a file. */
const write = (name, profile) => {
  const file = join(process.env.PROFILE_DIR ?? '.', name);
  writeFileSync(`${file}.part`, JSON.stringify(profile));
  renameSync(`${file}.part`, file);
};
process.on('SIGUSR1', async () => {
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  await session.post('Profiler.start');
});
process.on('SIGUSR2', async () => {
  write('gateway.cpuprofile', (await session.post('Profiler.stop')).profile);
  write('gateway.heapprofile', (await session.post('HeapProfiler.stopSampling')).profile);
});
const HERE = dirname(fileURLToPath(import.meta.url));
await import(join(HERE, '..', '..', 'packages', 'gateway', 'dist', 'main.js'));
