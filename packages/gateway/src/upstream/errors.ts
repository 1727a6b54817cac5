import { API_MESSAGES } from '@pitboss/contracts';

/** How an upstream call failed: an HTTP status, a timeout, or no answer at all. */
export type UpstreamFailure =
  { kind: 'http'; status: number } | { kind: 'timeout' } | { kind: 'network' };

/**
 * Every failed admin-API call ends as one of these. `message` is what the user sees
 * (the server's `message`/`error`, else the raw text, else `HTTP error! status: {code}`;
 * `Request timeout`); `fieldErrors` is the server's `errors` map (400s).
 */
export class UpstreamError extends Error {
  override name = 'UpstreamError';

  constructor(
    message: string,
    readonly failure: UpstreamFailure,
    readonly fieldErrors: Record<string, string> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** The HTTP status the admin API answered, or undefined for timeouts and network failures. */
  get status(): number | undefined {
    return this.failure.kind === 'http' ? this.failure.status : undefined;
  }

  static timeout(cause?: unknown): UpstreamError {
    return new UpstreamError(API_MESSAGES.requestTimeout, { kind: 'timeout' }, {}, { cause });
  }
}
