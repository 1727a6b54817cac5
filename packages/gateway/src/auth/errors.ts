import {
  LOGIN_MESSAGES,
  loginErrorMessage as specLoginMessage,
  setNewPasswordFailedMessage,
} from '@pitboss/contracts';

interface ServiceErrorLike {
  name?: string;
  message?: string;
  $fault?: 'client' | 'server';
}

function asServiceError(err: unknown): ServiceErrorLike {
  return typeof err === 'object' && err !== null
    ? (err as ServiceErrorLike)
    : { message: String(err) };
}

/** Whether Cognito itself rejected the request (a 4xx), as opposed to a fault or the network. */
export function isCognitoClientError(err: unknown): boolean {
  return asServiceError(err).$fault === 'client';
}

/**
 * Cognito's name for a sign-in failure. cognito-local says `InvalidPasswordException` for a
 * wrong password (Cognito: NotAuthorizedException). An unknown user is 'User not found' only when
 * the identity service itself says `UserNotFoundException` — never inferred from another answer
 * (cognito-local's `NotAuthorizedException: User not authorized` stays a plain refusal), so the
 * answer does not reveal who has an account. With the pool's PreventUserExistenceErrors on,
 * Cognito never says it (docs/security.md).
 */
function cognitoErrorName(err: unknown): string | undefined {
  const e = asServiceError(err);
  if (e.name === 'InvalidPasswordException') return 'NotAuthorizedException';
  return e.name;
}

/**
 * The staff-facing text of an InitiateAuth failure (the contracts' rule, after the name mapping).
 * A failure with no answer from the identity service (its host unknown, refused, timed out) gets
 * the screen's fallback, 'Login failed. Please try again.': the network error names internal
 * hosts, which is for the operator's log and `/readyz`, not the sign-in screen.
 */
export function loginErrorMessage(err: unknown): string {
  const e = asServiceError(err);
  if (e.$fault === undefined && e.name !== undefined && !/Exception$/.test(e.name))
    return LOGIN_MESSAGES.loginFailedFallback;
  return specLoginMessage(cognitoErrorName(err), e.message ?? 'Unknown error');
}

/** The product's message for a refused new password: 'Failed to set new password: {message}'. */
export function newPasswordErrorMessage(err: unknown): string {
  return setNewPasswordFailedMessage(asServiceError(err).message ?? 'Unknown error');
}
