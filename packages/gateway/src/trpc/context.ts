import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';

/** What every procedure sees: the Fastify request and reply, and through them the app's services. */
export function createContext({ req, res }: CreateFastifyContextOptions) {
  return { req, res, app: req.server };
}

export type Context = Awaited<ReturnType<typeof createContext>>;
