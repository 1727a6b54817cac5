import {
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
 * Cognito never says it (see README, Security).
 */
function cognitoErrorName(err: unknown): string | undefined {
  const e = asServiceError(err);
  if (e.name === 'InvalidPasswordException') return 'NotAuthorizedException';
  return e.name;
}

/** Spec 1 §8 texts for an InitiateAuth failure (the contracts' rule, after the name mapping). */
export function loginErrorMessage(err: unknown): string {
  return specLoginMessage(cognitoErrorName(err), asServiceError(err).message ?? 'Unknown error');
}

/** Spec 1 §8: 'Failed to set new password: {message}'. */
export function newPasswordErrorMessage(err: unknown): string {
  return setNewPasswordFailedMessage(asServiceError(err).message ?? 'Unknown error');
}
