import { AUTH } from '../constants.js';
import { LOGIN_MESSAGES } from '../messages-auth.js';

// The sign-in rules as plain functions, free of zod, so the login page (which must stay under
// 100 kB of gzipped JavaScript) can apply them without loading the schema library. The zod
// schemas in inputs/auth.ts are built on these same functions.

export interface LoginValues {
  username?: string | undefined;
  password?: string | undefined;
}

/** Login: username required (blank counts as missing), password required. */
export function loginIssues(
  values: LoginValues,
): { path: 'username' | 'password'; message: string }[] {
  const issues: { path: 'username' | 'password'; message: string }[] = [];
  if ((values.username ?? '').trim() === '')
    issues.push({ path: 'username', message: LOGIN_MESSAGES.usernameRequired });
  if ((values.password ?? '') === '')
    issues.push({ path: 'password', message: LOGIN_MESSAGES.passwordRequired });
  return issues;
}

export interface NewPasswordValues {
  newPassword?: string | undefined;
  confirmPassword?: string | undefined;
}

/**
 * New password: both required, 'Passwords do not match.', 'Password must be at least
 * 8 characters long.' — in that order. Returns the issues by field.
 */
export function newPasswordIssues(values: NewPasswordValues): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const pw = values.newPassword ?? '';
  const confirm = values.confirmPassword ?? '';
  if (pw === '') issues.push({ path: 'newPassword', message: LOGIN_MESSAGES.newPasswordRequired });
  if (confirm === '')
    issues.push({ path: 'confirmPassword', message: LOGIN_MESSAGES.confirmPasswordRequired });
  if (issues.length > 0) return issues;
  if (pw !== confirm)
    issues.push({ path: 'confirmPassword', message: LOGIN_MESSAGES.passwordsDoNotMatch });
  else if (pw.length < AUTH.minPasswordLength)
    issues.push({ path: 'newPassword', message: LOGIN_MESSAGES.passwordTooShort });
  return issues;
}
