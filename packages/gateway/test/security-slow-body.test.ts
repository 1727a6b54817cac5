import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from './support/gateway.js';
import { serve, signInOver } from './support/http.js';

let app: FastifyInstance;
let base: string;
let port: number;
let cookie: string;

beforeAll(async () => {
  // a short JSON-body limit so the test runs quickly; the whole-request limit far beyond it
  app = await startGateway({ HTTP_BODY_TIMEOUT_SECONDS: '2', HTTP_REQUEST_TIMEOUT_SECONDS: '60' });
  base = await serve(app);
  port = Number(new URL(base).port);
  cookie = await signInOver(base);
});
afterAll(async () => {
  await app?.close();
});

interface Slow {
  /** Resolves with the answer's status line once one arrives. */
  answered: Promise<string>;
  /** Resolves when the gateway closes the connection. */
  closed: Promise<void>;
  /** Sends more of the body. */
  write(text: string): void;
  end(): void;
}

/** A raw connection that sends `head` (request line and headers) and then the body as told. */
function slowRequest(head: string): Slow {
  const socket = net.connect(port, '127.0.0.1');
  socket.write(head);
  let text = '';
  let answer: (line: string) => void = () => undefined;
  const answered = new Promise<string>((resolve) => (answer = resolve));
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1');
    if (text.includes('\r\n')) answer(text.slice(0, text.indexOf('\r\n')));
  });
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    answered,
    closed,
    write: (t) => void (socket.destroyed ? undefined : socket.write(t)),
    end: () => socket.destroy(),
  };
}

/** Sends one byte of `body` every `everyMs` until `stop` resolves. */
async function drip(slow: Slow, stop: Promise<unknown>, everyMs: number): Promise<void> {
  let done = false;
  void stop.then(() => (done = true));
  while (!done) {
    slow.write(' ');
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

const sessionHeaders = () =>
  `Host: 127.0.0.1:${port}\r\nOrigin: ${base}\r\nCookie: pitboss_session=${cookie}\r\n`;

describe('slow bodies', () => {
  it('a JSON body sent a byte at a time is answered 408 and its connection closed at the body limit', async () => {
    const slow = slowRequest(
      `POST /trpc/slots.update HTTP/1.1\r\n${sessionHeaders()}` +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"id":"1",',
    );
    void drip(slow, slow.closed, 200);
    const line = await Promise.race([
      slow.answered,
      // only a guard: the whole-request limit (60 s) would answer far later
      new Promise<string>((r) => setTimeout(() => r('no answer within 20 s'), 20_000)),
    ]);
    expect(line).toMatch(/^HTTP\/1\.1 408 /);
    await slow.closed;
    slow.end();
  }, 30_000);

  it('an upload keeps the longer limit: a body slower than the JSON limit is still read and answered', async () => {
    const boundary = 'slowboundary';
    const part =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="backup.json"\r\n` +
      `Content-Type: application/json\r\n\r\n{"version":1}\r\n--${boundary}--\r\n`;
    const slow = slowRequest(
      `POST /api/uploads/backup HTTP/1.1\r\n${sessionHeaders()}` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${part.length}\r\n\r\n`,
    );
    // the body in pieces over about 3 s, beyond the 2 s JSON-body limit
    for (let i = 0; i < part.length; i += Math.ceil(part.length / 15)) {
      slow.write(part.slice(i, i + Math.ceil(part.length / 15)));
      await new Promise((r) => setTimeout(r, 200));
    }
    const line = await slow.answered;
    expect(line).not.toMatch(/ 408 /);
    expect(line).toMatch(/^HTTP\/1\.1 (200|400|502) /);
    slow.end();
  }, 30_000);

  it('an upload refused before its body (no session) closes the connection instead of reading on', async () => {
    const slow = slowRequest(
      `POST /api/uploads/backup HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${base}\r\n` +
        'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 50000000\r\n\r\n--x\r\n',
    );
    void drip(slow, slow.closed, 100);
    expect(await slow.answered).toMatch(/^HTTP\/1\.1 401 /);
    // the connection ends although 50 MB were announced and only a few bytes sent
    await slow.closed;
    slow.end();
  }, 30_000);
});
