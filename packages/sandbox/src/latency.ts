import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface LatencyOptions {
  /** Every answer waits at least this long. */
  ms: number;
  /** And up to this much more, drawn anew for each request. */
  jitterMs: number;
}

/**
 * Makes the stand-in answer like an admin API across a network: each request waits before it is
 * handled. The test-only control surface (`/__sandbox/*`) is not delayed, so tests that arrange a
 * fault or read the request log are not slowed by the latency they measure.
 */
export const latency = fp(async (app: FastifyInstance, options: LatencyOptions) => {
  const { ms, jitterMs } = options;
  if (ms <= 0 && jitterMs <= 0) return;
  app.addHook('onRequest', async (req) => {
    if (req.url.startsWith('/__sandbox/')) return;
    await sleep(ms + (jitterMs > 0 ? Math.random() * jitterMs : 0));
  });
});
