import { promisify } from 'node:util';
import { brotliDecompress, unzip } from 'node:zlib';
import { request } from 'undici';

const unzipAsync = promisify(unzip);
const brotliAsync = promisify(brotliDecompress);

/** What one attempt of an upstream call answered, however it was sent. */
export interface Answer {
  status: number;
  ok: boolean;
  contentType: string | null;
  /** The body as text (read once; reading it also frees the connection). */
  text(): Promise<string>;
}

export interface Attempt {
  method: string;
  headers: Record<string, string>;
  /** A JSON text, or nothing. */
  body: string | undefined;
  signal: AbortSignal;
}

/**
 * The body as text, decompressed by its `Content-Encoding` (gzip and zlib deflate through
 * `unzip`, brotli), as `fetch` does. undici's own decompress interceptor is still marked
 * experimental and warns on every start.
 */
async function decoded(
  body: { arrayBuffer(): Promise<ArrayBuffer>; text(): Promise<string> },
  encoding: string,
) {
  if (encoding === '' || encoding === 'identity') return body.text();
  const raw = Buffer.from(await body.arrayBuffer());
  if (encoding === 'br') return (await brotliAsync(raw)).toString('utf8');
  if (encoding === 'gzip' || encoding === 'x-gzip' || encoding === 'deflate')
    return (await unzipAsync(raw)).toString('utf8');
  throw new Error(`The admin API answered in an encoding this gateway cannot read: ${encoding}`);
}

/**
 * A JSON call on undici's `request` (the same connection pool as the global `fetch`: undici's
 * global dispatcher). It skips what the WHATWG `fetch` layer adds on top — a `Request`
 * and `Response` per call, web streams for the body, header guards — which was about a tenth of
 * the gateway's CPU for a `slots.filter` call (README "Benchmarks"). Redirects are not followed
 * (as `redirect: 'manual'`); the signal aborts the call and the body's reading alike. Like
 * `fetch`, it asks for a compressed answer (gzip or deflate; brotli too over https) and
 * decompresses it.
 */
export async function sendJson(url: string, attempt: Attempt): Promise<Answer> {
  const res = await request(url, {
    method: attempt.method as 'GET',
    headers: {
      'accept-encoding': url.startsWith('https:') ? 'br, gzip, deflate' : 'gzip, deflate',
      ...attempt.headers,
    },
    body: attempt.body ?? null,
    signal: attempt.signal,
  });
  const contentType = res.headers['content-type'];
  const encoding = String(res.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  return {
    status: res.statusCode,
    ok: res.statusCode >= 200 && res.statusCode < 300,
    contentType: typeof contentType === 'string' ? contentType : null,
    text: () => decoded(res.body, encoding),
  };
}

/** The global `fetch`, answered as an `Answer` that keeps its `Response` (streamed bodies). */
export async function sendFetch(
  url: string,
  init: RequestInit,
): Promise<Answer & { response: Response }> {
  const response = await fetch(url, init);
  return {
    status: response.status,
    ok: response.ok,
    contentType: response.headers.get('content-type'),
    text: () => response.text(),
    response,
  };
}
