import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { TestProject } from 'vitest/node';
import { buildSandbox } from '../src/app.js';
import { startCognitoLocal } from '../src/identity/cognito-local.js';
import {
  SEEDED_USERS,
  cognitoClient,
  setupIdentity,
  type IdentityInfo,
} from '../src/identity/setup.js';

export interface TestEnv {
  baseUrl: string;
  identity: IdentityInfo;
  adminToken: string;
  viewerToken: string;
  seedMs: number;
  eventRate: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    env: TestEnv;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function signIn(
  identity: IdentityInfo,
  username: string,
  password: string,
): Promise<string> {
  const client = cognitoClient(identity.endpoint, identity.region);
  try {
    const out = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: identity.clientId,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    const token = out.AuthenticationResult?.AccessToken;
    if (!token)
      throw new Error(`no access token for ${username} (challenge ${out.ChallengeName ?? 'none'})`);
    return token;
  } finally {
    client.destroy();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const t0 = Date.now();
  const dir = await mkdtemp(path.join(tmpdir(), 'pitboss-sandbox-test-'));
  const cognito = await startCognitoLocal({
    port: await freePort(),
    dataDir: path.join(dir, 'cognito'),
  });
  const identity = await setupIdentity({ endpoint: cognito.endpoint });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const eventRate = 60;
  const app = await buildSandbox({
    identity,
    faults: true,
    eventRatePerSecond: eventRate,
    publicUrl: baseUrl,
    seed: 42,
  });
  await app.listen({ port, host: '127.0.0.1' });
  const adminToken = await signIn(
    identity,
    SEEDED_USERS.admin.username,
    SEEDED_USERS.admin.password,
  );
  const viewerToken = await signIn(
    identity,
    SEEDED_USERS.viewer.username,
    SEEDED_USERS.viewer.password,
  );
  console.log(`sandbox test stack up in ${Date.now() - t0} ms (seeding ${app.seedMs} ms)`);
  project.provide('env', {
    baseUrl,
    identity,
    adminToken,
    viewerToken,
    seedMs: app.seedMs,
    eventRate,
  });
  return async () => {
    await app.close();
    await cognito.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
