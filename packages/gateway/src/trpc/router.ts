import { authRouter } from './routers/auth.js';
import { systemRouter } from './routers/system.js';
import { router } from './trpc.js';

/** The public tRPC API: one router per domain, names `domain.action` (see README). */
export const appRouter = router({
  auth: authRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
