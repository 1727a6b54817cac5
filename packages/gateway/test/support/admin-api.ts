import { buildSandbox, type IdentityInfo } from '@pitboss/sandbox';
import { freePort } from './ports.js';

export interface AdminApiHandle {
  url: string;
  stop(): Promise<void>;
}

/**
 * The sandbox admin API (real `POST /auth/validate`), lightly seeded (or with the full default
 * catalogue: `fullSeed`), in memory, no events, with its test-only control surface
 * (`/__sandbox/faults`, `/__sandbox/requests`).
 */
export async function startAdminApi(options: {
  identity: IdentityInfo;
  fullSeed?: boolean;
}): Promise<AdminApiHandle> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const sandbox = await buildSandbox({
    identity: options.identity,
    publicUrl: url,
    eventRatePerSecond: 0,
    faults: true,
    seedCounts: options.fullSeed
      ? undefined
      : {
          slots: 20,
          providers: 4,
          groups: 2,
          promotions: 2,
          promoCodes: 2,
          tables: 2,
          themes: 1,
        },
  });
  await sandbox.listen({ port, host: '127.0.0.1' });
  return { url, stop: () => sandbox.close() };
}
