import { z } from 'zod';
import { AUTH } from '../constants.js';
import { LOGIN_MESSAGES } from '../messages.js';
import { userSchema } from '../schemas/user.js';
import { requiredText } from './fields.js';

/** auth.login and the login form: username and password required (spec 1 §5). */
export const loginInputSchema = z.object({
  username: requiredText(LOGIN_MESSAGES.usernameRequired),
  password: z
    .string({ error: LOGIN_MESSAGES.passwordRequired })
    .min(1, { error: LOGIN_MESSAGES.passwordRequired }),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

interface NewPasswordValues {
  newPassword?: string | undefined;
  confirmPassword?: string | undefined;
}

/**
 * spec 1 §5 new password: both required, 'Passwords do not match.', 'Password must be at least
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

const newPasswordFields = {
  newPassword: z.string().optional(),
  confirmPassword: z.string().optional(),
};

/** The Set New Password form. */
export const newPasswordFormSchema = z
  .object(newPasswordFields)
  .superRefine((v, ctx) => {
    for (const i of newPasswordIssues(v))
      ctx.addIssue({ code: 'custom', message: i.message, path: [i.path] });
  })
  .transform((v) => ({
    newPassword: v.newPassword ?? '',
    confirmPassword: v.confirmPassword ?? '',
  }));

/** auth.completeNewPassword: the challenge session from auth.login, and the new password. */
export const completeNewPasswordInputSchema = z
  .object({
    username: requiredText(LOGIN_MESSAGES.usernameRequired),
    session: z.string().min(1),
    ...newPasswordFields,
  })
  .superRefine((v, ctx) => {
    // the confirmation is optional for scripts: when absent it counts as matching
    const values = {
      newPassword: v.newPassword,
      confirmPassword: v.confirmPassword ?? v.newPassword,
    };
    for (const i of newPasswordIssues(values))
      ctx.addIssue({ code: 'custom', message: i.message, path: [i.path] });
  })
  .transform((v) => ({
    username: v.username,
    session: v.session,
    newPassword: v.newPassword ?? '',
  }));
export type CompleteNewPasswordInput = z.infer<typeof completeNewPasswordInputSchema>;

/** auth.login / auth.completeNewPassword answer. */
export const loginResultSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('SIGNED_IN'), user: userSchema }),
  z.strictObject({
    status: z.literal('NEW_PASSWORD_REQUIRED'),
    session: z.string().min(1),
    username: z.string().min(1),
  }),
]);
export type LoginResult = z.infer<typeof loginResultSchema>;

/** auth.me answer: the user, or null when signed out; whether the dev bypass is offered. */
export const meResultSchema = z.strictObject({
  user: userSchema.nullable(),
  bypassEnabled: z.boolean(),
});
export type MeResult = z.infer<typeof meResultSchema>;
