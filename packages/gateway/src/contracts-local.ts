/**
 * TEMPORARY — stand-ins for what `@pitboss/contracts` does not export yet (auth inputs, the user
 * schema and the sign-in messages of spec 1 §5 and §8). Replace each with the contracts export
 * once it is committed there; nothing else in the gateway defines these.
 */
import { z } from 'zod';

export const LOGIN_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid username or password. Please try again.',
  userNotFound: 'User not found. Please check your username.',
  userNotConfirmed: 'User account not confirmed. Please contact administrator.',
  loginFailed: (message: string) => `Login failed: ${message}`,
  additionalStep: (step: string) => `Additional authentication step required: ${step}`,
  accessDenied: 'Access denied. You do not have admin privileges.',
  newPasswordRequired: 'New password is required',
  confirmPasswordRequired: 'Please confirm your new password',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  setPasswordFailed: (message: string) => `Failed to set new password: ${message}`,
  bypassFailed: 'Bypass login failed',
} as const;

export const MIN_PASSWORD_LENGTH = 8;

export const loginInputSchema = z.object({
  username: z.string({ error: LOGIN_MESSAGES.usernameRequired }).trim().min(1, LOGIN_MESSAGES.usernameRequired),
  password: z.string({ error: LOGIN_MESSAGES.passwordRequired }).min(1, LOGIN_MESSAGES.passwordRequired),
});

export const newPasswordInputSchema = z
  .object({
    session: z.string().min(1),
    newPassword: z.string({ error: LOGIN_MESSAGES.newPasswordRequired }).min(1, LOGIN_MESSAGES.newPasswordRequired),
    confirmPassword: z
      .string({ error: LOGIN_MESSAGES.confirmPasswordRequired })
      .min(1, LOGIN_MESSAGES.confirmPasswordRequired),
  })
  .superRefine((v, ctx) => {
    if (!v.newPassword || !v.confirmPassword) return;
    if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: LOGIN_MESSAGES.passwordsDoNotMatch });
    } else if (v.newPassword.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: LOGIN_MESSAGES.passwordTooShort });
    }
  });

export const userSchema = z.object({
  username: z.string(),
  userId: z.string(),
  displayName: z.string(),
  givenName: z.string().nullable(),
  familyName: z.string().nullable(),
  email: z.string().nullable(),
  role: z.string(),
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
