import type { FastifyInstance } from 'fastify';
import { tableRoutes } from './tables.js';
import { themeRoutes } from './themes.js';

/** Live-casino tables and their themes, registered on the same instance. */
export async function tableAndThemeRoutes(app: FastifyInstance): Promise<void> {
  await tableRoutes(app);
  await themeRoutes(app);
}
