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
 * cognito-local names sign-in failures differently from Cognito (notes/machine-facts.md):
 * a wrong password is `InvalidPasswordException: Invalid password` (Cognito:
 * NotAuthorizedException) and an unknown user `NotAuthorizedException: User not authorized`
 * (Cognito: UserNotFoundException). Both forms become Cognito's names.
 */
export function cognitoErrorName(err: unknown): string | undefined {
  const e = asServiceError(err);
  if (
    e.name === 'NotAuthorizedException' &&
    /^User not authorized\.?$/i.test((e.message ?? '').trim())
  ) {
    return 'UserNotFoundException';
  }
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
