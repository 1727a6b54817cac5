import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/index.js';
import { sandbox } from './support/admin.js';
import { waitFor } from './support/fault-sandbox.js';
import { testConfig } from './support/gateway.js';
import { send, serve, signInOver, trpcOver } from './support/http.js';

/** The longest log line any request may write. */
const MAX_LINE = 10_000;

let app: FastifyInstance;
let base: string;
let cookie: string;
/** Every line the gateway writes, at every level. */
const lines: string[] = [];

beforeAll(async () => {
  app = await buildApp(testConfig({ LOG_LEVEL: 'trace' }), {
    logStream: { write: (line: string) => void lines.push(line) },
  });
  base = await serve(app);
  cookie = await signInOver(base);
});
afterAll(async () => {
  await sandbox.clearFaults();
  await app?.close();
});

const completed = (): number => lines.filter((l) => l.includes('"request completed"')).length;

/** Sends `requests` one after another and waits for each one's log line. */
async function logged(requests: (() => Promise<unknown>)[]): Promise<string[]> {
  lines.length = 0;
  for (const request of requests) {
    const before = completed();
    await request();
    await waitFor(() => completed() > before, 10_000, 'the request log line');
  }
  return [...lines];
}

const long = (line: string): string => `${line.length} characters: ${line.slice(0, 200)}…`;

describe('log lines are bounded whatever a request carries', () => {
  it('a 10 kB id in a query, a REST path, the image proxy and a sign-in name writes short lines', async () => {
    const big = '9'.repeat(10_000);
    const session = { origin: base, cookie: `pitboss_session=${cookie}` };
    const written = await logged([
      () => trpcOver(base, cookie, 'query', 'slots.get', { id: big }),
      () => trpcOver(base, cookie, 'mutation', 'promotions.delete', { id: big }),
      () => send(base, { path: `/api/v1/slots/get?id=${big}`, headers: session }),
      () => send(base, { path: `/api/images?src=${big}&w=10`, headers: session }),
      () =>
        send(base, {
          method: 'POST',
          path: '/trpc/auth.login',
          headers: { origin: base, 'content-type': 'application/json' },
          body: JSON.stringify({ username: big, password: big }),
        }),
    ]);
    expect(written.length).toBeGreaterThanOrEqual(5);
    for (const line of written) expect(line.length, long(line)).toBeLessThan(2_000);
    // what matters for reading the log is kept: the method, the start of the URL, the status
    const first = JSON.parse(written.find((l) => l.includes('"request completed"')) ?? '{}') as {
      req?: { url?: string };
      user?: string;
    };
    expect(first.req?.url).toMatch(/^\/trpc\/slots\.get\?input=.*more characters\]$/);
    // a signed-in call's lines name its user
    expect(first.user).toBe('admin');
  });

  it('an admin API that answers a 500 kB error message does not put it in the log whole', async () => {
    await sandbox.fault({ path: '/slots/filter', status: 500, message: 'E'.repeat(500_000) });
    try {
      const written = await logged([
        () => trpcOver(base, cookie, 'query', 'slots.filter', { page: 1, limit: 10 }),
      ]);
      expect(written.some((l) => l.includes('admin API call failed'))).toBe(true);
      for (const line of written) expect(line.length, long(line)).toBeLessThan(MAX_LINE);
    } finally {
      await sandbox.clearFaults();
    }
  });
});
