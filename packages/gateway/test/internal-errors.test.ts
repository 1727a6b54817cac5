// An unexpected failure inside a procedure (here, the change-request store throwing with internal
// words) reaches the caller as a 500 with a plain sentence, on /trpc and on REST alike; its text
// stays in the gateway's log.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChangeRequestStore } from '../src/changes/store.js';
import { startGateway } from './support/gateway.js';
import { send, serve, signInOver } from './support/http.js';

const INTERNAL = 'relation "pitboss_internal" does not exist at /srv/pitboss/store.ts:42';

let app: FastifyInstance;
let base: string;
let cookie: string;
beforeAll(async () => {
  app = await startGateway();
  base = await serve(app);
  cookie = await signInOver(base);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await app?.close();
});

describe('an unexpected failure inside a procedure', () => {
  it('answers 500 "Internal server error" without its text, over /trpc and REST', async () => {
    vi.spyOn(ChangeRequestStore.prototype, 'counts').mockRejectedValue(new Error(INTERNAL));
    const headers = { cookie: `pitboss_session=${cookie}` };
    for (const path of ['/trpc/changeRequests.counts', '/api/v1/changeRequests/counts']) {
      const answer = await send(base, { path, headers });
      expect(answer.status, path).toBe(500);
      expect(answer.text, path).toContain('Internal server error');
      expect(answer.text, path).not.toContain('pitboss_internal');
      expect(answer.text, path).not.toContain('/srv/');
    }
  });
});
