import { api } from '../../../lib/trpc';

/** The sign-in calls of the login page (plain tRPC calls: no query cache on that page). */
export const signIn = {
  me: () => api.auth.me.query(),
  login: (input: { username: string; password: string }) => api.auth.login.mutate(input),
  completeNewPassword: (input: {
    session: string;
    username: string;
    newPassword: string;
    confirmPassword: string;
  }) => api.auth.completeNewPassword.mutate(input),
  bypass: () => api.auth.bypass.mutate(),
};

export type MeAnswer = Awaited<ReturnType<typeof signIn.me>>;
export type SignInAnswer = Awaited<ReturnType<typeof signIn.login>>;
export type SignedInUser = NonNullable<MeAnswer['user']>;
