import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, type SandboxInstance } from '../src/app.js';
import { ConfigError, parseEnv } from '../src/config.js';
import { freePort } from './global-setup.js';
import { env } from './helpers.js';

const TINY = {
  slots: 20,
  providers: 2,
  groups: 2,
  promotions: 1,
  promoCodes: 1,
  tables: 1,
  themes: 1,
};

async function started(options: Partial<Parameters<typeof buildSandbox>[0]>) {
  const port = await freePort();
  const app = await buildSandbox({ identity: env.identity, eventRatePerSecond: 0, ...options });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${port}` };
}

async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${env.adminToken}` } });
  return { status: res.status, body: await res.json() };
}

describe('SANDBOX_SCALE and SANDBOX_LATENCY_MS settings', () => {
  it('are read from the environment, with 1 and 0 by default', () => {
    const none = parseEnv({});
    expect([none.SANDBOX_SCALE, none.SANDBOX_LATENCY_MS, none.SANDBOX_LATENCY_JITTER_MS]).toEqual([
      1, 0, 0,
    ]);
    const set = parseEnv({
      SANDBOX_SCALE: '5',
      SANDBOX_LATENCY_MS: '100',
      SANDBOX_LATENCY_JITTER_MS: '20',
    });
    expect([set.SANDBOX_SCALE, set.SANDBOX_LATENCY_MS, set.SANDBOX_LATENCY_JITTER_MS]).toEqual([
      5, 100, 20,
    ]);
  });

  it('refuse values out of range, naming the variable', () => {
    expect(() => parseEnv({ SANDBOX_SCALE: '0' })).toThrow(/SANDBOX_SCALE/);
    expect(() => parseEnv({ SANDBOX_SCALE: '2.5' })).toThrow(/SANDBOX_SCALE/);
    expect(() => parseEnv({ SANDBOX_LATENCY_MS: '-1' })).toThrow(/SANDBOX_LATENCY_MS/);
    expect(() => parseEnv({ SANDBOX_LATENCY_JITTER_MS: 'x' })).toThrow(/SANDBOX_LATENCY_JITTER_MS/);
  });
});

describe('a sandbox at scale 5', () => {
  let sandbox: { app: SandboxInstance; url: string };
  beforeAll(async () => {
    sandbox = await started({ scale: 5 });
  }, 180_000);
  afterAll(async () => sandbox.app.close());

  // How long the seeding takes is a figure of `pnpm bench` (catalogue-pages), not a verdict here.
  it('seeds 15,000 slots, 300 providers and a group of 5,000', async () => {
    expect(sandbox.app.seedMs).toBeGreaterThan(0);
    const slots = await getJson(`${sandbox.url}/slots?page=1&limit=1&includeArchived=true`);
    expect(slots.body).toMatchObject({ total: 15_000 });
    const providers = await getJson(`${sandbox.url}/providers/all?includeArchived=true`);
    expect(providers.body).toHaveLength(300);
    const group = await getJson(`${sandbox.url}/slots/filter?groupId=1&page=1&limit=100`);
    expect(group.body).toMatchObject({ total: 5_000, totalPages: 50 });
  });
});

describe('a seeded data folder', () => {
  it('is not served at another scale than it was seeded at', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pitboss-sandbox-scale-'));
    try {
      const first = await buildSandbox({
        identity: env.identity,
        dataDir: dir,
        scale: 1,
        seedCounts: TINY,
      });
      await first.close();
      await expect(
        buildSandbox({ identity: env.identity, dataDir: dir, scale: 2, seedCounts: TINY }),
      ).rejects.toThrow(ConfigError);
      await expect(
        buildSandbox({ identity: env.identity, dataDir: dir, scale: 2, seedCounts: TINY }),
      ).rejects.toThrow(/SANDBOX_SCALE: .* seeded at scale 1, not 2/);
      const again = await buildSandbox({
        identity: env.identity,
        dataDir: dir,
        scale: 1,
        seedCounts: TINY,
      });
      expect(again.seedMs).toBe(0);
      await again.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('a sandbox with latency', () => {
  const LATENCY = 300;
  let slow: { app: SandboxInstance; url: string };
  beforeAll(async () => {
    slow = await started({
      seedCounts: TINY,
      latencyMs: LATENCY,
      latencyJitterMs: 50,
      faults: true,
    });
  }, 60_000);
  afterAll(async () => slow.app.close());

  it('answers no sooner than its latency', async () => {
    for (const url of ['/groups/all', '/slots?page=1&limit=5', '/healthz', '/no/such/path']) {
      const t0 = performance.now();
      await fetch(`${slow.url}${url}`, { headers: { authorization: `Bearer ${env.adminToken}` } });
      expect(performance.now() - t0, url).toBeGreaterThanOrEqual(LATENCY - 1);
    }
  });

  it('answers after a sandbox without latency asked later', async () => {
    const order: string[] = [];
    const first = getJson(`${slow.url}/groups/all`).then(() => order.push('with latency'));
    const second = getJson(`${env.baseUrl}/groups/all`).then(() => order.push('without'));
    await Promise.all([first, second]);
    expect(order).toEqual(['without', 'with latency']);
  });

  it('answers the same as without it', async () => {
    const quick = await started({ seedCounts: TINY });
    try {
      for (const url of ['/groups/all', '/slots?page=1&limit=20&includeArchived=true']) {
        const [a, b] = await Promise.all([
          getJson(`${slow.url}${url}`),
          getJson(`${quick.url}${url}`),
        ]);
        expect(a.status).toBe(200);
        expect(JSON.stringify(a.body).replaceAll(slow.url, '')).toBe(
          JSON.stringify(b.body).replaceAll(quick.url, ''),
        );
      }
    } finally {
      await quick.app.close();
    }
  });
});
