import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';

// Every file and folder the gateway makes (the embedded database, the session key, spooled
// uploads) is its owner's alone: 0600 and 0700, whatever the shell's umask.
process.umask(0o077);

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
