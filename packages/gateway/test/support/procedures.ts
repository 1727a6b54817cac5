import { appRouter } from '../../src/trpc/router.js';

/** The procedures anyone may call (the sign-in screens); every other one needs an administrator. */
export const PUBLIC_PROCEDURES = new Set([
  'auth.login',
  'auth.completeNewPassword',
  'auth.bypass',
  'auth.logout',
  'auth.me',
]);

/** Every procedure of the router, read from the router itself (dotted path and type). */
export const procedures: { path: string; type: string }[] = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
).map(([path, p]) => ({ path, type: p._def.type }));
