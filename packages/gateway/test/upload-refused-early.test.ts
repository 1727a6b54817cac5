import http from 'node:http';
import { CHANGE_REQUEST_MESSAGES as M } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RESTART_TIMEOUT_MS, startGateway } from './support/gateway.js';
import { serve, signInOver } from './support/http.js';

/**
 * An upload refused before its file is read (a direct import where imports need approval) is
 * answered once the sender has sent its body: a sender still writing when the answer came would
 * have its connection closed under it, and see a broken pipe instead of the refusal.
 */
let app: FastifyInstance;
let base: string;
let cookie: string;

beforeAll(async () => {
  app = await startGateway({ APPROVALS_REQUIRED: 'import' });
  base = await serve(app);
  cookie = await signInOver(base);
}, RESTART_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

/** Posts a 5 MB backup in 64 kB writes, yielding between them, as a slow sender does. */
function slowImport(): Promise<{ status: number; text: string }> {
  const boundary = 'pitbossboundary';
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="b.json"\r\n` +
      'content-type: application/json\r\n\r\n{"pad":"',
  );
  const tail = Buffer.from(`"}\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, Buffer.alloc(5 * 2 ** 20, 'x'), tail]);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api/uploads/backup`,
      {
        method: 'POST',
        agent: false,
        headers: {
          origin: base,
          cookie: `pitboss_session=${cookie}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(body.length),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    void (async () => {
      for (let at = 0; at < body.length && !req.destroyed; at += 64 * 1024) {
        req.write(body.subarray(at, at + 64 * 1024));
        await new Promise((r) => setTimeout(r, 1));
      }
      req.end();
    })();
  });
}

it('a direct import refused for needing a request is answered 403 after the body, not a broken pipe', async () => {
  const answer = await slowImport();
  expect(answer.status).toBe(403);
  expect(JSON.parse(answer.text)).toEqual({ message: M.needsRequest('import') });
}, 60_000);
