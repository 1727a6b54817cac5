import { apiErrorMessage, apiFieldErrors, httpErrorMessage, idSchema } from '@pitboss/contracts';
import { UpstreamError } from './errors.js';
import { adminApiDispatcher, isTimeout, parseBody, send, type Answer } from './transport.js';

/** A raw body: multipart form data, a stream or bytes. */
export type BodyInit = FormData | ReadableStream | Uint8Array | string;

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

/** The text of a network failure (no HTTP answer at all). */
export const UNREACHABLE_MESSAGE = 'The admin API cannot be reached. Please try again.';

export interface UpstreamRequest {
  method?: HttpMethod;
  /** A path built with `upstreamPath` (segments from input are encoded there). */
  path: UpstreamPath;
  /** Query parameters; null and undefined are left out. */
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  json?: unknown;
  /** A raw body (multipart form data, a stream) with its own content type in `headers`. */
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Overrides the client's timeout for this call (uploads: `client.uploadTimeoutMs`). */
  timeoutMs?: number;
  /** Retry on network errors and 502/503/504. Default: true for GET, false otherwise. */
  retry?: boolean;
  /** Aborts the call (e.g. the browser went away). */
  signal?: AbortSignal;
  /** A short name for metrics and logs (`slots.get`). */
  operation?: string;
  /**
   * The domain's failure text ('Failed to delete promotion', 'Failed to fetch theme',
   * …) for an error answer that carries no message of its own; without it,
   * 'HTTP error! status: {code}'.
   */
  fallbackMessage?: string;
}

export interface UpstreamClientOptions {
  baseUrl: string;
  /** Default 60 s. */
  timeoutMs: number;
  /** Default 120 s. */
  uploadTimeoutMs: number;
  /** Attempts for idempotent reads (3). */
  attempts?: number;
  /** First backoff delay; doubles per attempt. */
  retryDelayMs?: number;
  /** Called once per failed call (after retries). */
  onError?: (operation: string, error: UpstreamError) => void;
  /** Called when a list answer had rows the contracts cannot read (path template, how many). */
  onUnreadable?: (pathTemplate: string, count: number) => void;
}

/** Time spent upstream, added up per request (the audit trail records it). */
export interface UpstreamStats {
  calls: number;
  durationMs: number;
}

/** A path for the admin API. Only `upstreamPath` makes one, so every input segment is encoded. */
export class UpstreamPath {
  private constructor(
    readonly value: string,
    /** The path with its segments as `:param` (for metrics and logs: no ids). */
    readonly template: string,
  ) {}

  /** @internal */
  static of(value: string, template = value): UpstreamPath {
    return new UpstreamPath(value, template);
  }

  toString(): string {
    return this.value;
  }
}

/**
 * Tagged template for upstream paths: every interpolated value is a path segment, encoded with
 * `encodeURIComponent` (so `../` or `/` can never leave its segment). Use `id()` first for ids.
 */
export function upstreamPath(
  strings: TemplateStringsArray,
  ...values: (string | number)[]
): UpstreamPath {
  let out = strings[0] ?? '';
  let template = out;
  values.forEach((v, i) => {
    const segment = String(v);
    if (segment === '' || segment === '.' || segment === '..') {
      throw new UpstreamError('Invalid id', { kind: 'http', status: 400 });
    }
    out += encodeURIComponent(segment) + (strings[i + 1] ?? '');
    template += `:param${strings[i + 1] ?? ''}`;
  });
  return UpstreamPath.of(out, template);
}

/** An id for a path segment: checked with the contracts' `idSchema` (letters, digits, `_`, `-`). */
export function id(value: unknown): string {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success)
    throw new UpstreamError(parsed.error.issues[0]?.message ?? 'Invalid id', {
      kind: 'http',
      status: 400,
    });
  return parsed.data;
}

/**
 * The admin API over HTTP. Knows nothing about paths: the domains' `admin-api.ts` functions do.
 * Forwards the caller's bearer token, JSON in and out, timeouts, retries for reads, and one error
 * type (`UpstreamError`) for every failure.
 */
export class UpstreamClient {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly uploadTimeoutMs: number;
  private readonly dispatchers: ReturnType<typeof adminApiDispatcher>;
  private readonly onError: UpstreamClientOptions['onError'];
  private readonly onUnreadable: UpstreamClientOptions['onUnreadable'];

  constructor(options: UpstreamClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs;
    this.uploadTimeoutMs = options.uploadTimeoutMs;
    this.dispatchers = adminApiDispatcher({
      attempts: options.attempts ?? 3,
      delayMs: options.retryDelayMs ?? 150,
    });
    this.onError = options.onError;
    this.onUnreadable = options.onUnreadable;
  }

  /** A list answer from `pathTemplate` had `count` rows the contracts cannot read. */
  reportUnreadable(pathTemplate: string, count: number): void {
    this.onUnreadable?.(pathTemplate, count);
  }

  url(path: UpstreamPath, query?: Record<string, QueryValue>): string {
    const url = new URL(this.baseUrl + path.value);
    for (const [k, v] of Object.entries(query ?? {})) {
      if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    }
    return url.toString();
  }

  /**
   * The raw answer (2xx only; a failure throws `UpstreamError` after reading its body). For
   * streamed downloads: the caller reads `res.body`. The timeout also bounds reading the body: a
   * body still arriving after it fails with a `TimeoutError`.
   */
  async fetch(token: string, req: UpstreamRequest, stats?: UpstreamStats): Promise<Response> {
    // the caller reads the body later: a timer that lets go of the call once nothing holds it
    const timeout = AbortSignal.timeout(req.timeoutMs ?? this.timeoutMs);
    return (await this.call(token, req, stats, timeout)).response();
  }

  /** A JSON call: the parsed body (undefined when empty). */
  request(token: string, req: UpstreamRequest, stats?: UpstreamStats): Promise<unknown> {
    return this.read(token, req, stats, false, (answer, text) =>
      parseBody(text, answer.contentType),
    );
  }

  /**
   * A call whose answer is its status, for checks (the admin check, readiness): any HTTP answer's
   * status, its body read away; a timeout or a network failure throws `UpstreamError`. No token:
   * no `Authorization` header.
   */
  status(token: string | null, req: UpstreamRequest): Promise<number> {
    return this.read(token, req, undefined, true, (answer) => answer.status);
  }

  /**
   * One call with its body read here, so the deadline ends with it: AbortSignal.timeout's timer
   * and signal would stay for the whole timeout after every call, promoted out of the young
   * generation.
   */
  private async read<T>(
    token: string | null,
    req: UpstreamRequest,
    stats: UpstreamStats | undefined,
    anyStatus: boolean,
    result: (answer: Answer, text: string) => T,
  ): Promise<T> {
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new DOMException('The operation timed out.', 'TimeoutError')),
      req.timeoutMs ?? this.timeoutMs,
    );
    try {
      const answer = await this.call(token, req, stats, deadline.signal, anyStatus);
      try {
        return result(answer, await answer.text());
      } catch (err) {
        if (isTimeout(err)) throw UpstreamError.timeout(err);
        throw new UpstreamError(UNREACHABLE_MESSAGE, { kind: 'network' }, {}, { cause: err });
      }
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * One call (reads retried by the transport), the timeout over the whole call, error answers →
   * `UpstreamError` (unless `anyStatus`), stats.
   */
  private async call(
    token: string | null,
    req: UpstreamRequest,
    stats: UpstreamStats | undefined,
    timeout: AbortSignal,
    anyStatus = false,
  ): Promise<Answer> {
    const method = req.method ?? 'GET';
    const operation = req.operation ?? `${method} ${req.path.template}`;
    const url = this.url(req.path, req.query);
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...req.headers,
    };
    let body: BodyInit | undefined = req.body;
    if (req.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.json);
    }
    const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
    const started = performance.now();
    try {
      let res: Answer;
      try {
        res = await send(this.dispatchers, url, {
          method,
          headers,
          body,
          signal,
          retry: (req.retry ?? method === 'GET') && req.body === undefined,
        });
      } catch (err) {
        if (timeout.aborted || isTimeout(err) || isTimeout(signal.reason))
          throw UpstreamError.timeout(err);
        if (signal.aborted) throw err;
        throw new UpstreamError(UNREACHABLE_MESSAGE, { kind: 'network' }, {}, { cause: err });
      }
      if (res.ok || anyStatus) return res;
      const text = await res.text().catch(() => '');
      const parsed = parseBody(text, res.contentType);
      const said = apiErrorMessage(res.status, parsed);
      throw new UpstreamError(
        said === httpErrorMessage(res.status) && req.fallbackMessage ? req.fallbackMessage : said,
        { kind: 'http', status: res.status },
        apiFieldErrors(parsed),
      );
    } catch (err) {
      if (err instanceof UpstreamError) this.onError?.(operation, err);
      throw err;
    } finally {
      if (stats) {
        stats.calls += 1;
        stats.durationMs += performance.now() - started;
      }
    }
  }

  /** Closes the connections to the admin API. */
  close(): Promise<void> {
    return this.dispatchers.writes.close();
  }

  /** This client bound to one user's token (and a stats object for the audit trail). */
  as(token: string, stats: UpstreamStats = { calls: 0, durationMs: 0 }): BoundUpstream {
    return {
      stats,
      client: this,
      request: (req) => this.request(token, req, stats),
      fetch: (req) => this.fetch(token, req, stats),
    };
  }
}

/** One user's view of the admin API. */
export interface BoundUpstream {
  readonly stats: UpstreamStats;
  readonly client: UpstreamClient;
  request(req: UpstreamRequest): Promise<unknown>;
  fetch(req: UpstreamRequest): Promise<Response>;
}
