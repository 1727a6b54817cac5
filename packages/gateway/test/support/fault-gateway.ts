import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { adminCookie } from './admin.js';
import { startFaultSandbox, type FaultSandbox } from './fault-sandbox.js';
import { startGateway } from './gateway.js';

/** A gateway in front of its own fault-injecting sandbox, signed in, its warnings captured. */
export interface FaultGateway {
  upstream: FaultSandbox;
  app: FastifyInstance;
  cookie: string;
  /** What the gateway logged at `warn` (`{ obj, msg }`), for the unreadable-row log checks. */
  warnings: unknown[];
}

/**
 * Starts a FaultGateway before the tests of the calling file or `describe` and closes it after;
 * with `clearAfterEach`, the sandbox's faults and recorded requests are cleared after every test.
 * The fields are filled in by `beforeAll`: read them inside tests.
 */
export function useFaultGateway({ clearAfterEach = true } = {}): FaultGateway {
  const ctx = { warnings: [] as unknown[] } as FaultGateway;
  beforeAll(async () => {
    ctx.upstream = await startFaultSandbox();
    ctx.app = await startGateway({ ADMIN_API_URL: ctx.upstream.url, LOG_LEVEL: 'warn' });
    ctx.app.log.warn = ((obj: unknown, msg?: string) => {
      ctx.warnings.push({ obj, msg });
    }) as typeof ctx.app.log.warn;
    ctx.cookie = await adminCookie(ctx.app);
  });
  if (clearAfterEach)
    afterEach(async () => {
      await ctx.upstream.control('DELETE', '/__sandbox/faults');
      await ctx.upstream.control('DELETE', '/__sandbox/requests');
    });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.upstream?.stop();
  });
  return ctx;
}
