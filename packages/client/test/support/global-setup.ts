import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { buildApp, loadConfig } from '@pitboss/gateway';
import {
  buildSandbox,
  setupIdentity,
  startCognitoLocal,
  type IdentityInfo,
} from '@pitboss/sandbox';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    identity: IdentityInfo;
    adminApiUrl: string;
    gatewayUrl: string;
  }
}

/**
 * The local stack for the whole run: cognito-local (seeded pool), the sandbox admin API with its
 * full demo seed (group 1 holds 1,200 slots) and its test surface (`/__sandbox/requests`), and
 * the gateway listening on a free port of 127.0.0.1.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The stack runs the workspace packages' builds (as an installed client would meet them).
  for (const pkg of ['contracts', 'sandbox', 'gateway', 'client']) await assertBuilt(pkg);
  const dir = await mkdtemp(path.join(tmpdir(), 'pitboss-client-test-'));
  const cognito = await startCognitoLocal({
    port: await freePort(),
    dataDir: path.join(dir, 'cognito'),
  });
  const identity = await setupIdentity({ endpoint: cognito.endpoint });
  const sandbox = await buildSandbox({ identity, eventRatePerSecond: 0, faults: true });
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const adminApiUrl = `http://127.0.0.1:${portOf(sandbox.server.address())}`;
  const gateway = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_API_URL: adminApiUrl,
      AUTH_MODE: 'local',
      COGNITO_ENDPOINT: identity.endpoint,
      COGNITO_USER_POOL_ID: identity.userPoolId,
      COGNITO_CLIENT_ID: identity.clientId,
      GATEWAY_DATA_DIR: 'memory://',
      // The examples publish directly; change requests are submitted and listed all the same.
      APPROVALS_REQUIRED: 'none',
      // Every test signs in, all from 127.0.0.1.
      LOGIN_RATE_LIMIT_MAX_PER_IP: '10000',
      LOGIN_RATE_LIMIT_MAX_PER_USERNAME: '10000',
    }),
  );
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  project.provide('identity', identity);
  project.provide('adminApiUrl', adminApiUrl);
  project.provide('gatewayUrl', `http://localhost:${portOf(gateway.server.address())}`);
  return async () => {
    await gateway.close();
    await sandbox.close();
    await cognito.stop();
    await rm(dir, { recursive: true, force: true });
  };
}

function portOf(address: ReturnType<Server['address']>): number {
  if (typeof address === 'object' && address) return address.port;
  throw new Error('not listening');
}

/** A free TCP port of 127.0.0.1 (asked of the OS, then released) for cognito-local. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = portOf(server.address());
      server.close(() => resolve(port));
    });
  });
}

/** The newest modification time under a folder (ms). */
async function newest(dir: string): Promise<number> {
  let latest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile())
      latest = Math.max(latest, (await stat(path.join(entry.parentPath, entry.name))).mtimeMs);
  return latest;
}

/** Fails with the reason when a package's dist is missing or older than its sources. */
async function assertBuilt(pkg: string): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../../..', pkg);
  const built = await stat(path.join(root, 'dist/index.js')).catch(() => null);
  if (!built || built.mtimeMs < (await newest(path.join(root, 'src'))))
    throw new Error(
      `packages/${pkg}/dist is ${built ? 'older than its sources' : 'missing'}: run \`pnpm -r build\` first`,
    );
}
