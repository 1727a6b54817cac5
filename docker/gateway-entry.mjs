// The gateway image's entry point: chooses the mode, then runs the gateway (same process, so
// SIGTERM reaches it directly).
//
// Production is the default. Local mode (cognito-local, the sign-in bypass) is switched on only by
// AUTH_MODE=local, never guessed: with it, the gateway waits for the identity file the local
// profile's `cognito` service publishes on a volume (PITBOSS_LOCAL_IDENTITY_FILE names where the
// gateway sees it). Without it the gateway runs in production even while the local profile runs,
// and says so. NODE_ENV=production with AUTH_MODE=local is refused by the gateway itself.
import { existsSync } from 'node:fs';
import { lookup } from 'node:dns/promises';

const env = process.env;
const localFile = env.PITBOSS_LOCAL_IDENTITY_FILE?.trim();
const pinned = env.NODE_ENV?.trim() || undefined;
const wantsLocal = env.AUTH_MODE?.trim() === 'local';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Does the local profile's cognito service run in this compose project (its name resolves)? */
async function localProfileRuns(host, tries) {
  for (let i = 0; i < tries; i += 1) {
    try {
      await lookup(host);
      return true;
    } catch {
      if (i < tries - 1) await sleep(1000);
    }
  }
  return false;
}

async function localIdentity() {
  if (!localFile) return null;
  const host = env.PITBOSS_LOCAL_COGNITO_HOST?.trim() || 'cognito';
  if (!wantsLocal) {
    if (existsSync(localFile) || (await localProfileRuns(host, 1))) {
      console.error(
        'gateway: the local profile runs, but AUTH_MODE is not local: this gateway starts in production. ' +
          'For the local stack: AUTH_MODE=local docker compose --profile local up',
      );
    }
    return null;
  }
  if (existsSync(localFile)) return localFile;
  // Started together with the local profile: give its cognito service a few seconds to appear on
  // the network, then wait for cognito-local to write the file.
  if (!(await localProfileRuns(host, 10))) {
    console.error(
      'gateway: AUTH_MODE=local needs the local profile (cognito-local): docker compose --profile local up',
    );
    process.exit(1);
  }
  console.error(`gateway: the local profile runs; waiting for ${localFile}`);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (existsSync(localFile)) return localFile;
    await sleep(500);
  }
  console.error(
    `gateway: ${localFile} did not appear within 180 s (is the cognito service healthy?)`,
  );
  process.exit(1);
}

/** With DATABASE_URL, wait for the database to accept connections (compose starts both). */
async function waitForDatabase() {
  const text = env.DATABASE_URL?.trim();
  if (!text) return;
  let target;
  try {
    const u = new URL(text);
    target = { host: u.hostname, port: Number(u.port || 5432) };
  } catch {
    return; // the gateway names the bad DATABASE_URL itself
  }
  const { connect } = await import('node:net');
  const deadline = Date.now() + 120_000;
  let said = false;
  while (Date.now() < deadline) {
    const ok = await new Promise((resolve) => {
      const socket = connect(target, () => {
        socket.end();
        resolve(true);
      });
      socket.setTimeout(2000, () => socket.destroy());
      socket.on('error', () => resolve(false));
      socket.on('close', () => resolve(false));
    });
    if (ok) return;
    if (!said) console.error(`gateway: waiting for the database at ${target.host}:${target.port}`);
    said = true;
    await sleep(1000);
  }
  console.error(
    `gateway: the database at ${target.host}:${target.port} did not answer within 120 s`,
  );
  process.exit(1);
}

const identity = await localIdentity();
if (identity) {
  env.NODE_ENV = pinned ?? 'development';
  env.COGNITO_IDENTITY_FILE = identity;
  // The local profile's admin API (the sandbox) and where its demo games load from.
  if (!env.ADMIN_API_URL?.trim()) env.ADMIN_API_URL = env.PITBOSS_LOCAL_ADMIN_API_URL;
  if (!env.DEMO_ORIGINS?.trim()) env.DEMO_ORIGINS = env.PITBOSS_LOCAL_DEMO_ORIGINS;
  console.error(`gateway: local profile (cognito-local, identity from ${identity})`);
} else {
  env.NODE_ENV = pinned ?? 'production';
}
/**
 * Replicas started together (docker compose up --scale gateway=3) on one fresh database would run
 * the schema migrations at the same time; a Postgres advisory lock held from before the gateway
 * loads until it listens lets them start one after another.
 */
async function startOneAtATime(start) {
  const url = env.DATABASE_URL?.trim();
  // (a malformed DATABASE_URL is left to the gateway, which names it)
  if (!url || !/^postgres(ql)?:\/\//.test(url)) return start();
  const { createRequire } = await import('node:module');
  const pg = createRequire(new URL('./gateway/package.json', import.meta.url))('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', ['pitboss gateway start-up']);
    await start();
  } finally {
    await client.end().catch(() => undefined); // ending the session releases the lock
  }
}

for (const key of Object.keys(env)) if (key.startsWith('PITBOSS_LOCAL_')) delete env[key];
await waitForDatabase();
await startOneAtATime(() => import('./gateway/dist/main.js'));
