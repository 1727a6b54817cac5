import { z } from 'zod';
import { LOGIN_MESSAGES } from '../messages.js';
import { userSchema } from '../schemas/user.js';
import { requiredText } from './fields.js';
import { loginIssues, newPasswordIssues } from '../rules/auth.js';

/** auth.login and the login form: username and password required (`loginIssues`). */
export const loginInputSchema = z
  .object({ username: z.string().optional(), password: z.string().optional() })
  .superRefine((v, ctx) => {
    for (const i of loginIssues(v))
      ctx.addIssue({ code: 'custom', message: i.message, path: [i.path] });
  })
  .transform((v) => ({ username: (v.username ?? '').trim(), password: v.password ?? '' }));
export type LoginInput = z.infer<typeof loginInputSchema>;

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
