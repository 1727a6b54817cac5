import path from 'node:path';
import { buildSandbox } from './app.js';
import { ConfigError, parseEnv, readIdentityFile } from './config.js';

// What this process writes (the catalogue's database, cognito-local's users and keys) is its
// owner's alone: 0600 and 0700, whatever the shell's umask.
process.umask(0o077);

let env;
let identity;
try {
  env = parseEnv(process.env);
  identity = await readIdentityFile(env.SANDBOX_IDENTITY_FILE);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const app = await buildSandbox({
  dataDir: path.resolve(env.SANDBOX_DATA_DIR),
  seed: env.SANDBOX_SEED,
  scale: env.SANDBOX_SCALE,
  latencyMs: env.SANDBOX_LATENCY_MS,
  latencyJitterMs: env.SANDBOX_LATENCY_JITTER_MS,
  eventRatePerSecond: env.SANDBOX_EVENT_RATE,
  identity,
  publicUrl: env.SANDBOX_PUBLIC_URL ?? `http://localhost:${env.SANDBOX_PORT}`,
  demoUrl: env.SANDBOX_DEMO_URL,
  faults: env.SANDBOX_FAULTS === '1' || env.SANDBOX_FAULTS === 'true',
  logger: { level: env.SANDBOX_LOG_LEVEL },
}).catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
});
try {
  await app.listen({ port: env.SANDBOX_PORT, host: env.SANDBOX_HOST });
} catch (err) {
  const code = (err as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `SANDBOX_PORT: port ${env.SANDBOX_PORT} is already in use`
      : `sandbox: cannot listen on ${env.SANDBOX_HOST}:${env.SANDBOX_PORT}: ${(err as Error).message}`,
  );
  await app.close().catch(() => undefined);
  process.exit(1);
}
app.log.info(
  {
    seedMs: app.seedMs,
    dataDir: env.SANDBOX_DATA_DIR,
    eventRate: env.SANDBOX_EVENT_RATE,
    scale: env.SANDBOX_SCALE,
    latencyMs: env.SANDBOX_LATENCY_MS,
    issuer: identity.issuer,
  },
  app.seedMs > 0 ? `sandbox seeded in ${app.seedMs} ms` : 'sandbox data loaded',
);

let closing = false;
const shutdown = (signal: string): void => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  app.close().then(
    () => process.exit(0),
    (err: unknown) => {
      app.log.error({ err }, 'close failed');
      process.exit(1);
    },
  );
};
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
