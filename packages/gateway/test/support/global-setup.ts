import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { setupIdentity, startCognitoLocal, type IdentityInfo } from '@pitboss/sandbox';
import { startAdminApi } from './admin-api.js';
import { freePort } from './ports.js';

declare module 'vitest' {
  export interface ProvidedContext {
    identity: IdentityInfo;
    adminApiUrl: string;
  }
}

/** One cognito-local (seeded) and one admin API for the whole run, in a temporary folder. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pitboss-gateway-test-'));
  const cognito = await startCognitoLocal({
    port: await freePort(),
    dataDir: path.join(dir, 'cognito'),
  });
  const identity = await setupIdentity({ endpoint: cognito.endpoint });
  const adminApi = await startAdminApi({ identity });
  project.provide('identity', identity);
  project.provide('adminApiUrl', adminApi.url);
  return async () => {
    await adminApi.stop();
    await cognito.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
