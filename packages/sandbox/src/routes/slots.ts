import type { FastifyInstance } from 'fastify';
import { slotMembershipRoutes } from './slots-membership.js';
import { slotReadRoutes } from './slots-read.js';
import { slotWriteRoutes } from './slots-write.js';

/** Every `/slots…` path (and `/archived/slots`), registered on the same instance. */
export async function slotRoutes(app: FastifyInstance): Promise<void> {
  await slotReadRoutes(app);
  await slotWriteRoutes(app);
  await slotMembershipRoutes(app);
}
