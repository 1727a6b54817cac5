import http from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Starts listening on a free port of 127.0.0.1; the base URL. */
export async function serve(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T = unknown>(): T;
}

/**
 * One HTTP request as a client sends it, with any header (Origin, Sec-Fetch-Site, Host) and a
 * body given whole or as chunks; rejects after `timeoutMs` without an answer.
 */
export function send(
  base: string,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    timeoutMs?: number;
  },
): Promise<RawAnswer> {
  const url = new URL(options.path, base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers ?? {}, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
      },
    );
    req.setTimeout(options.timeoutMs ?? 15_000, () => {
      req.destroy(new Error(`no answer to ${options.method ?? 'GET'} ${options.path} in time`));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Signs the seeded admin in over HTTP from the app's own origin; the session cookie. */
export async function signInOver(base: string): Promise<string> {
  const res = await send(base, {
    method: 'POST',
    path: '/trpc/auth.login',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'admin', password: 'Admin123!' }),
  });
  const value = /pitboss_session=([^;]+)/.exec(
    ([] as string[]).concat(res.headers['set-cookie'] ?? []).join(';'),
  )?.[1];
  if (!value) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return value;
}

/** One tRPC call over HTTP from the app's origin with the session cookie. */
export async function trpcOver(
  base: string,
  cookie: string,
  type: 'query' | 'mutation',
  procedure: string,
  input?: unknown,
): Promise<RawAnswer> {
  const headers = { origin: base, cookie: `pitboss_session=${cookie}` };
  return type === 'query'
    ? send(base, {
        path: `/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
        headers,
      })
    : send(base, {
        method: 'POST',
        path: `/trpc/${procedure}`,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(input ?? null),
      });
}
