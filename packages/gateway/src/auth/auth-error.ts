/**
 * Why a caller is refused, in the auth domain's own terms. The edges translate it: an HTTP status
 * (`httpStatusOf`), a tRPC error code (`trpc/trpc.ts`), a socket.io `connect_error` (`live/`).
 */
export type AuthErrorKind =
  /** No credential, or one that is invalid, expired or ended. */
  | 'unauthenticated'
  /** A valid credential of someone who is not an administrator. */
  | 'forbidden'
  /** The request comes from another site (Origin / Sec-Fetch-Site). */
  | 'cross-site'
  /** What the caller sent cannot be used (a new password the identity service refused). */
  | 'bad-input'
  /** A feature this gateway does not offer (the dev bypass when it is off). */
  | 'not-found'
  /** The identity service or the admin API did not answer usefully. */
  | 'unavailable'
  /** Something that should not happen (a token the gateway cannot verify). */
  | 'internal';

export class AuthError extends Error {
  override name = 'AuthError';
  constructor(
    readonly kind: AuthErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const HTTP_STATUS: Record<AuthErrorKind, number> = {
  unauthenticated: 401,
  forbidden: 403,
  'cross-site': 403,
  'bad-input': 400,
  'not-found': 404,
  unavailable: 502,
  internal: 500,
};

/** The HTTP status of a refusal. */
export function httpStatusOf(err: AuthError): number {
  return HTTP_STATUS[err.kind];
}

/** The code name clients see (tRPC's names, also used for socket.io `connect_error` data). */
const CODE: Record<
  AuthErrorKind,
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'BAD_REQUEST'
  | 'NOT_FOUND'
  | 'BAD_GATEWAY'
  | 'INTERNAL_SERVER_ERROR'
> = {
  unauthenticated: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  'cross-site': 'FORBIDDEN',
  'bad-input': 'BAD_REQUEST',
  'not-found': 'NOT_FOUND',
  unavailable: 'BAD_GATEWAY',
  internal: 'INTERNAL_SERVER_ERROR',
};

export function codeOf(err: AuthError): (typeof CODE)[AuthErrorKind] {
  return CODE[err.kind];
}

/** The answer to a request from another site (tRPC, uploads, backup, the relay). */
export const CROSS_SITE_MESSAGE = 'Cross-site request refused.';
export const SIGN_IN_MESSAGE = 'Please sign in.';
export const INVALID_TOKEN_MESSAGE = 'Invalid or expired access token.';

/** The identity service could not be reached or failed (not a refusal). */
export const SIGN_IN_SERVICE_UNAVAILABLE = 'The sign-in service is unavailable. Please try again.';
