import { Readable } from 'node:stream';
import { Agent, interceptors, request, type Dispatcher } from 'undici';

/** What one upstream call answered (after any retries of a read). */
export interface Answer {
  status: number;
  ok: boolean;
  contentType: string | null;
  /** The body as text (read once; reading it also frees the connection). */
  text(): Promise<string>;
  /** The body as a web `Response`, for streamed downloads (instead of `text`). */
  response(): Response;
}

export interface Attempt {
  method: string;
  headers: Record<string, string>;
  /** A JSON text, a raw body (multipart form data, a stream), or nothing. */
  body: string | FormData | ReadableStream | Uint8Array | undefined;
  signal: AbortSignal;
  /** Whether a failed attempt may be sent again (idempotent reads only). */
  retry: boolean;
}

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The first backoff; doubles per attempt, with full jitter. */
  delayMs: number;
}

const RETRY_STATUSES = [502, 503, 504];
const RETRY_ERRORS = [
  'ECONNRESET',
  'ECONNREFUSED',
  'ENOTFOUND',
  'ENETDOWN',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EHOSTUNREACH',
  'EPIPE',
  'UND_ERR_SOCKET',
];

/**
 * The one HTTP client to the admin API: an undici agent (keep-alive connections) with undici's
 * retry interceptor for idempotent reads — network failures and 502/503/504, backoff doubling
 * from `delayMs` with full jitter (a random wait up to the backoff, so many gateways retrying
 * after one outage do not arrive together), a `Retry-After` honoured. Writes are never retried.
 * The last answer is returned as it is (its error message is read by the caller).
 */
export function adminApiDispatcher(policy: RetryPolicy): { reads: Dispatcher; writes: Dispatcher } {
  const agent = new Agent();
  const reads = agent.compose(
    interceptors.retry({
      maxRetries: Math.max(0, policy.attempts - 1),
      minTimeout: policy.delayMs,
      timeoutFactor: 2,
      methods: ['GET', 'HEAD'],
      statusCodes: RETRY_STATUSES,
      errorCodes: RETRY_ERRORS,
      throwOnError: false,
      retry(err, { state, opts }, done) {
        const { statusCode, code } = err as { statusCode?: number; code?: string };
        const o = opts.retryOptions ?? {};
        const retryable =
          state.counter <= (o.maxRetries ?? 0) &&
          (statusCode !== undefined
            ? RETRY_STATUSES.includes(statusCode)
            : code === undefined || code === 'UND_ERR_REQ_RETRY' || RETRY_ERRORS.includes(code));
        if (!retryable) return done(err);
        const backoff = (o.minTimeout ?? policy.delayMs) * 2 ** (state.counter - 1);
        setTimeout(() => done(null), Math.random() * backoff);
        return undefined;
      },
    }),
  );
  return { reads, writes: agent };
}

const UTF8 = new TextDecoder();

/**
 * A body as text (UTF-8, a byte-order mark dropped), read from its stream here rather than with
 * undici's `body.text()`: that consumer's state keeps the decoded text reachable, and once the
 * gateway is busy V8 allocates that state straight in the old generation, so every answer's text
 * (30 kB for a page of 32 slots) would stay until a full collection. `call-retention.mjs`:
 * `slots.filter` keeps 45 kB per call this way, 75 kB with `body.text()`.
 */
async function readText(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return UTF8.decode(Buffer.concat(chunks));
}

/**
 * One call on undici's `request`. No `Accept-Encoding` is sent, so the admin API answers
 * uncompressed (it sits next to the gateway); an answer compressed anyway is refused by name
 * rather than read wrongly. Redirects are not followed; the signal aborts the call and the
 * body's reading alike.
 */
export async function send(
  dispatchers: { reads: Dispatcher; writes: Dispatcher },
  url: string,
  attempt: Attempt,
): Promise<Answer> {
  const res = await request(url, {
    method: attempt.method as Dispatcher.HttpMethod,
    headers: attempt.headers,
    body: (attempt.body ?? null) as string | null,
    signal: attempt.signal,
    dispatcher: attempt.retry ? dispatchers.reads : dispatchers.writes,
  });
  const header = (name: string): string | null => {
    const v = res.headers[name];
    return typeof v === 'string' ? v : Array.isArray(v) ? (v[0] ?? null) : null;
  };
  const encoding = (header('content-encoding') ?? '').trim().toLowerCase();
  const readable = () => {
    if (encoding !== '' && encoding !== 'identity') {
      // the connection is freed by reading the rest away (destroying it would throw an abort)
      void res.body.dump().catch(() => undefined);
      throw new Error(
        `The admin API answered in an encoding this gateway does not ask for: ${encoding}`,
      );
    }
    return res.body;
  };
  return {
    status: res.statusCode,
    ok: res.statusCode >= 200 && res.statusCode < 300,
    contentType: header('content-type'),
    text: async () => readText(readable()),
    response: () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers))
        if (typeof value === 'string') headers.set(name, value);
      const body = Readable.toWeb(readable()) as ReadableStream<Uint8Array>;
      return new Response(body, { status: res.statusCode, headers });
    },
  };
}

/** An answer's text as JSON when it reads as JSON, else the text itself (undefined when empty). */
export function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  if (contentType?.includes('json') || /^[[{"]/.test(text.trimStart())) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Whether a failure is a deadline running out (ours or undici's). */
export const isTimeout = (err: unknown): boolean =>
  err instanceof Error &&
  (err.name === 'TimeoutError' ||
    (err.name === 'AbortError' && String(err.message).includes('timeout')));
