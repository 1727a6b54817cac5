/**
 * The sign-in texts in a module of their own, so the login page (budget:
 * 100 kB of gzipped JavaScript) loads these and not every domain's messages. Re-exported by
 * messages.ts: import them from '@pitboss/contracts' like any other message.
 */

export const LOGIN_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  /** New password form: composed with `requiredMessage` (spec: "both required"). */
  newPasswordRequired: 'New Password is required',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  accessDenied: 'Access denied. You do not have admin privileges.',
  /** The admin check could not be made (no answer, a 5xx): not a refusal. */
  adminApiUnavailable: 'The admin API is unavailable. Please try again.',
  /** The short form a non-admin gets from the server. */
  accessDeniedShort: 'Access denied',
  invalidCredentials: 'Invalid username or password. Please try again.',
  userNotFound: 'User not found. Please check your username.',
  userNotConfirmed: 'User account not confirmed. Please contact administrator.',
  loginFailedFallback: 'Login failed. Please try again.',
  bypassFailed: 'Bypass login failed',
  oauthLogoutFailed: 'An error occurred when attempting to log out from OAuth provider.',
  noAuthToken: 'No authentication token available',
  logoutConfirm: 'Are you sure you want to logout?',
} as const;

/** 'Login failed: {message}' */
export const loginFailedMessage = (message: string): string => `Login failed: ${message}`;
/** 'Failed to set new password: {message}' */
export const setNewPasswordFailedMessage = (message: string): string =>
  `Failed to set new password: ${message}`;
/** 'Additional authentication step required: {step}' */
export const additionalStepMessage = (step: string): string =>
  `Additional authentication step required: ${step}`;

/** Screen texts of the login and Set New Password screens. */
export const LOGIN_LABELS = {
  username: 'Username',
  password: 'Password',
  signIn: 'Sign In',
  bypassLogin: 'Bypass Login (Dev)',
  setNewPasswordTitle: 'Set New Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  setPassword: 'Set Password',
} as const;
