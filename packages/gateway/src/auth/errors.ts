import { LOGIN_MESSAGES } from '../contracts-local.js';

interface ServiceErrorLike {
  name?: string;
  message?: string;
  $fault?: 'client' | 'server';
}

function asServiceError(err: unknown): ServiceErrorLike {
  return typeof err === 'object' && err !== null ? (err as ServiceErrorLike) : { message: String(err) };
}

/** Whether Cognito itself rejected the request (a 4xx), as opposed to a fault or the network. */
export function isCognitoClientError(err: unknown): boolean {
  return asServiceError(err).$fault === 'client';
}

/**
 * Spec 1 §8, for InitiateAuth. Real Cognito and cognito-local differ (notes/machine-facts.md):
 * - wrong password: NotAuthorizedException (real) / InvalidPasswordException "Invalid password" (local);
 * - unknown user: UserNotFoundException (real; or NotAuthorizedException when user-existence
 *   errors are hidden, which then reads as a wrong password) /
 *   NotAuthorizedException "User not authorized" (local).
 */
export function loginErrorMessage(err: unknown): string {
  const e = asServiceError(err);
  const message = e.message ?? 'Unknown error';
  switch (e.name) {
    case 'UserNotFoundException':
      return LOGIN_MESSAGES.userNotFound;
    case 'NotAuthorizedException':
      return /^User not authorized\.?$/i.test(message.trim()) ? LOGIN_MESSAGES.userNotFound : LOGIN_MESSAGES.invalidCredentials;
    case 'InvalidPasswordException':
      return LOGIN_MESSAGES.invalidCredentials;
    case 'UserNotConfirmedException':
      return LOGIN_MESSAGES.userNotConfirmed;
    default:
      return LOGIN_MESSAGES.loginFailed(message);
  }
}

/** Spec 1 §8: 'Failed to set new password: {message}'. */
export function newPasswordErrorMessage(err: unknown): string {
  const e = asServiceError(err);
  return LOGIN_MESSAGES.setPasswordFailed(e.message ?? 'Unknown error');
}
