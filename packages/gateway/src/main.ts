import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';

/**
 * V8 lets its old generation grow, after each full collection, to the live size times a factor
 * it picks from the allocation rate (up to 4), and hands pages back when the program idles. Under
 * the memory soak's traffic (issue 19: 500 sockets, ~270 calls a second) about 70 MB stayed live
 * while RSS swung between 292 and 479 MB. A fixed factor of 1.5 (`--heap-growing-percent=50`)
 * means more frequent, smaller full collections (V8 marks on its helper threads): RSS 249–262 MB
 * over the same traffic, throughput unchanged (README "Benchmarks", session 10). V8 reads the flag
 * each time it sets the limit, so setting it here holds for every way the gateway starts.
 */
setFlagsFromString('--heap-growing-percent=50');

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const app = await buildApp(config);
try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.fatal({ err }, 'gateway failed to start');
  await app.close().catch(() => undefined);
  process.exit(1);
}
app.log.info(
  {
    localMode: config.localMode,
    bypass: config.bypass.enabled,
    database: config.database.kind,
    web: config.webDistDir,
  },
  'gateway ready',
);

const DRAIN_TIMEOUT_MS = 15_000;
let closing = false;
const shutdown = (signal: string): void => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: draining requests');
  const force = setTimeout(() => {
    app.log.error('drain timed out; exiting');
    process.exit(1);
  }, DRAIN_TIMEOUT_MS);
  force.unref();
  app.close().then(
    () => process.exit(0),
    (err: unknown) => {
      app.log.error({ err }, 'error while closing');
      process.exit(1);
    },
  );
};
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
