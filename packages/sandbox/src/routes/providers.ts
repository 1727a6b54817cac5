import type { FastifyInstance } from 'fastify';
import { providerReadRoutes } from './providers-read.js';
import { providerWriteRoutes } from './providers-write.js';

/** Every `/providers…` path (and `/archived/providers`), registered on the same instance. */
export async function providerRoutes(app: FastifyInstance): Promise<void> {
  await providerReadRoutes(app);
  await providerWriteRoutes(app);
}
