import { getGlobalDispatcher, interceptors, request, type Dispatcher } from 'undici';

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

let composed: { base: Dispatcher; dispatcher: Dispatcher } | undefined;

/** undici's global dispatcher (the pool `fetch` uses too) with its decompress interceptor. */
function decompressing(): Dispatcher {
  const base = getGlobalDispatcher();
  if (composed?.base !== base)
    composed = { base, dispatcher: base.compose(interceptors.decompress()) };
  return composed.dispatcher;
}

/**
 * A JSON call on undici's `request` (the same connection pool as the global `fetch`, which uses
 * undici's global dispatcher). It skips what the WHATWG `fetch` layer adds on top — a `Request`
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
    dispatcher: decompressing(),
  });
  const contentType = res.headers['content-type'];
  return {
    status: res.statusCode,
    ok: res.statusCode >= 200 && res.statusCode < 300,
    contentType: typeof contentType === 'string' ? contentType : null,
    text: () => res.body.text(),
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
