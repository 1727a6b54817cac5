import { buildSandbox, type SandboxInstance } from '@pitboss/sandbox';
import { inject } from 'vitest';
import { freePort } from './ports.js';

export interface FaultSandbox {
  url: string;
  port: number;
  app: SandboxInstance;
  /** Upstream admin sockets connected to this sandbox now. */
  adminSockets(): number;
  /** Sends a test-only control request (`/__sandbox/...`). */
  control(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  stop(): Promise<void>;
}

/**
 * A sandbox of the test's own with the `/__sandbox/*` faults surface, lightly seeded, in memory,
 * no generated events (tests emit them). `port` reuses a port (a sandbox "coming back").
 */
export async function startFaultSandbox(
  options: { port?: number; eventRatePerSecond?: number } = {},
): Promise<FaultSandbox> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const app = await buildSandbox({
    identity: inject('identity'),
    publicUrl: url,
    eventRatePerSecond: options.eventRatePerSecond ?? 0,
    faults: true,
    seedCounts: {
      slots: 12,
      providers: 3,
      groups: 2,
      promotions: 2,
      promoCodes: 1,
      tables: 1,
      themes: 1,
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    port,
    app,
    adminSockets: () => app.sandbox.events.connectedCount(),
    async control(method, path, body) {
      const res = await fetch(`${url}${path}`, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    },
    stop: () => app.close(),
  };
}

/** Polls `check` until it returns a truthy value (or fails after `timeoutMs`). */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
