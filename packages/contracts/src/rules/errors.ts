import { API_MESSAGES, LOGIN_MESSAGES, httpErrorMessage, loginFailedMessage } from '../messages.js';
import { isPlainObject } from '../schemas/common.js';

/**
 * An API failure carries the server's `message` or `error` field, else the raw text,
 * else 'HTTP error! status: {code}'. `body` is the parsed JSON body or the raw text.
 */
export function apiErrorMessage(status: number, body: unknown): string {
  if (isPlainObject(body)) {
    for (const key of ['message', 'error'] as const) {
      const v = body[key];
      if (typeof v === 'string' && v.trim() !== '') return v;
      if (Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === 'string'))
        return v.join(', ');
      if (isPlainObject(v) && typeof v.message === 'string' && v.message.trim() !== '')
        return v.message;
    }
  }
  if (typeof body === 'string' && body.trim() !== '') return body.trim();
  return httpErrorMessage(status);
}

/** The field errors map a server may send (`errors`), as field → message. */
export function apiFieldErrors(body: unknown): Record<string, string> {
  if (!isPlainObject(body) || !isPlainObject(body.errors)) return {};
  const out: Record<string, string> = {};
  for (const [field, v] of Object.entries(body.errors)) {
    if (typeof v === 'string') out[field] = v;
    else if (Array.isArray(v) && typeof v[0] === 'string') out[field] = v[0];
    else if (isPlainObject(v) && typeof v.message === 'string') out[field] = v.message;
  }
  return out;
}

/** 'Request timeout'. */
export const requestTimeoutMessage = (): string => API_MESSAGES.requestTimeout;

/**
 * Sign-in failures by the identity service's error name: not authorized →
 * 'Invalid username or password. Please try again.', user not found, not confirmed, otherwise
 * 'Login failed: {message}'.
 */
export function loginErrorMessage(
  errorName: string | null | undefined,
  message?: string | null,
): string {
  switch (errorName) {
    case 'NotAuthorizedException':
      return LOGIN_MESSAGES.invalidCredentials;
    case 'UserNotFoundException':
      return LOGIN_MESSAGES.userNotFound;
    case 'UserNotConfirmedException':
      return LOGIN_MESSAGES.userNotConfirmed;
    default:
      return message != null && message.trim() !== ''
        ? loginFailedMessage(message)
        : LOGIN_MESSAGES.loginFailedFallback;
  }
}

/** The issues of a failed parse, as zod reports them (structural type: no zod import needed). */
export interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** The first issue's message: the text a BAD_REQUEST carries (the spec's message for the rule). */
export const firstIssueMessage = (error: IssueList): string =>
  error.issues[0]?.message ?? 'Invalid input';

/** Field errors as `{ 'path.to.field': message }`, first message per field, '' for the root. */
export function fieldErrorsOf(error: IssueList): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
