import Fastify from 'fastify';
import { SEEDED_USERS, type IdentityInfo } from '@pitboss/sandbox';
import { freePort } from './ports.js';

export interface AdminApiHandle {
  url: string;
  stop(): Promise<void>;
}

/**
 * The admin API for the tests. STUB until the sandbox's `buildSandbox` is committed: answers
 * `POST /auth/validate` 200 for seeded admins, 403 otherwise (reading the token's username without
 * verifying it — the gateway verifies), and `GET /system/health/ready`.
 */
export async function startAdminApi(options: { identity: IdentityInfo; dataDir: string }): Promise<AdminApiHandle> {
  void options;
  const app = Fastify();
  app.post('/auth/validate', async (req, reply) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const payloadPart = token?.split('.')[1];
    if (!payloadPart) return reply.code(401).send({ message: 'No token' });
    const payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString()) as { username?: string };
    const user = Object.values(SEEDED_USERS).find((u) => u.username === payload.username);
    if (user?.role !== 'admin') return reply.code(403).send({ message: 'Forbidden' });
    return { valid: true };
  });
  app.get('/system/health/ready', async () => ({ healthy: true }));
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}`, stop: () => app.close() };
}
