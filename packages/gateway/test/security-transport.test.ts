import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from './support/gateway.js';
import { send, serve } from './support/http.js';

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = await startGateway({
    HTTP_REQUEST_TIMEOUT_SECONDS: '3',
    HTTP_HEADERS_TIMEOUT_SECONDS: '2',
  });
  base = await serve(app);
});
afterAll(async () => {
  await app?.close();
});

interface Flooded {
  status: number;
  text: string;
  sentBytes: number;
}

/**
 * Streams up to `totalBytes` of body in 64 kB chunks and stops as soon as the gateway answers;
 * the answer and how much had been sent by then. The gateway closes the connection after a
 * refusal with the rest of the body unread, so the kernel resets it; when the reset reaches this
 * client while it is still writing and before it has read the answer, the answer is lost with the
 * connection (EPIPE or ECONNRESET). Then the flood is sent once more: a second loss fails.
 */
async function flood(path: string, contentType: string, totalBytes: number): Promise<Flooded> {
  try {
    return await floodOnce(path, contentType, totalBytes);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EPIPE' && code !== 'ECONNRESET') throw err;
    return floodOnce(path, contentType, totalBytes);
  }
}

function floodOnce(path: string, contentType: string, totalBytes: number): Promise<Flooded> {
  const url = new URL(path, base);
  const chunk = Buffer.alloc(64 * 1024, 'a');
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(url, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': contentType, 'transfer-encoding': 'chunked' },
    });
    req.on('response', (res) => {
      answered = true;
      const at = sent;
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(parts).toString(),
          sentBytes: at,
        });
        req.destroy();
      });
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const pump = (): void => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('/trpc bodies', () => {
  it('refuses a multipart or octet-stream body of hundreds of MB before reading it (public procedure)', async () => {
    for (const type of ['multipart/form-data; boundary=x', 'application/octet-stream']) {
      const res = await flood('/trpc/auth.completeNewPassword', type, 300 * 1024 * 1024);
      expect(res.status, type).toBe(415);
      expect(res.sentBytes, type).toBeLessThan(20 * 1024 * 1024);
    }
  });

  it('stops a JSON body at the limit while it streams in (413, tRPC shape)', async () => {
    const res = await flood(
      '/trpc/auth.completeNewPassword',
      'application/json',
      200 * 1024 * 1024,
    );
    expect(res.status).toBe(413);
    expect(res.sentBytes).toBeLessThan(20 * 1024 * 1024);
    expect(JSON.parse(res.text)).toMatchObject({
      error: {
        message: 'The request body is too large. The maximum is 1024 kB.',
        data: { code: 'PAYLOAD_TOO_LARGE' },
      },
    });
  });

  it('refuses a batch of more than API_MAX_BATCH_SIZE calls with a clear 400', async () => {
    const batch = (n: number) => {
      const paths = Array.from({ length: n }, () => 'auth.me').join(',');
      const input = Object.fromEntries(Array.from({ length: n }, (_, i) => [i, null]));
      return send(base, {
        path: `/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`,
      });
    };
    expect((await batch(50)).status).toBe(200);
    const big = await batch(51);
    expect(big.status).toBe(400);
    const body = big.json<{ error: { message: string } }[]>();
    expect(body).toHaveLength(51);
    expect(body[0]?.error.message).toBe(
      'Too many calls in one request. A batch holds at most 50 calls.',
    );
    // A batch of logins: refused whole, before any identity-service call.
    const logins = Array.from({ length: 200 }, () => 'auth.login').join(',');
    const input = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [i, { username: `u${i}`, password: 'guess' }]),
    );
    const res = await send(base, {
      method: 'POST',
      path: `/trpc/${logins}?batch=1`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    expect(res.status).toBe(400);
  });
});

describe('deeply nested input', () => {
  it('is refused with a 400 naming the limit, before any rule walks it (no internal text)', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const res = await send(base, {
      method: 'POST',
      path: '/trpc/auth.completeNewPassword',
      headers: { 'content-type': 'application/json' },
      body: `{"session":${deep},"username":"a","newPassword":"b","confirmPassword":"b"}`,
    });
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({
      error: { message: 'Invalid input: it is nested too deeply (at most 32 levels).' },
    });
    const query = await send(base, {
      path: `/trpc/auth.me?input=${encodeURIComponent(`{"a":${'['.repeat(2000)}${']'.repeat(2000)}}`)}`,
    });
    expect(query.status).toBe(400);
    expect(query.text).not.toMatch(/Maximum call stack/);
  });
});

describe('timeouts', () => {
  it('closes a connection whose body trickles in slower than the request timeout', async () => {
    const outcome = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
      let answer = '';
      const timer = setInterval(() => socket.write('a'), 200);
      socket.on('connect', () => {
        socket.write(
          'POST /trpc/auth.login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
        );
      });
      socket.on('data', (d: Buffer) => {
        answer += d.toString();
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve(answer);
      });
      setTimeout(() => {
        clearInterval(timer);
        socket.destroy();
        resolve('still open');
      }, 15_000);
    });
    expect(outcome).not.toBe('still open');
    expect(outcome).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers never end', async () => {
    const outcome = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
      const timer = setInterval(() => socket.write('X-Slow: 1\r\n'), 200);
      socket.on('connect', () => socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
      let answer = '';
      socket.on('data', (d: Buffer) => {
        answer += d.toString();
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve(answer || 'closed');
      });
      setTimeout(() => {
        clearInterval(timer);
        socket.destroy();
        resolve('still open');
      }, 15_000);
    });
    expect(outcome).not.toBe('still open');
  });
});
