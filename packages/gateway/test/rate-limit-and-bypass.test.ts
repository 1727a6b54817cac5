import { auditListInputSchema } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditStore } from '../src/audit/store.js';
import { call, sessionCookieOf, startGateway } from './support/gateway.js';

describe('login rate limit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startGateway({
      LOGIN_RATE_LIMIT_MAX_PER_USERNAME: '2',
      LOGIN_RATE_LIMIT_MAX_PER_IP: '4',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 429 per username, then per IP, with a clear tRPC-shaped message', async () => {
    const login = (username: string, ip: string) =>
      call(app, 'mutation', 'auth.login', { username, password: 'wrong-password' }, { ip });
    expect((await login('Admin', '10.0.0.1')).status).toBe(401);
    expect((await login('admin', '10.0.0.2')).status).toBe(401);
    const limited = await login(' ADMIN ', '10.0.0.3');
    expect(limited.status).toBe(429);
    expect(limited.body.error?.message).toMatch(
      /^Too many sign-in attempts\. Please wait .+ and try again\.$/,
    );
    expect(limited.body.error?.data.code).toBe('TOO_MANY_REQUESTS');
    expect(limited.res.headers['retry-after']).toBeDefined();
    // The refused attempt is a failed sign-in in the audit trail, with the limit's message.
    const trail = await new AuditStore(app.database.db).list(
      auditListInputSchema.parse({ domain: 'auth' }),
    );
    expect(
      trail.items.map((r) => [r.procedure, r.username.trim().toLowerCase(), r.outcome, r.error]),
    ).toContainEqual(['auth.login', 'admin', 'error', limited.body.error?.message]);

    // Per IP: other usernames from one address.
    for (const u of ['u1', 'u2', 'u3']) expect((await login(u, '10.0.0.9')).status).toBe(401);
    expect((await login('u4', '10.0.0.9')).status).toBe(401);
    expect((await login('u5', '10.0.0.9')).status).toBe(429);

    // Batched calls are counted too and answer a batch of errors.
    const batched = await app.inject({
      method: 'POST',
      url: '/trpc/auth.login?batch=1',
      headers: { 'content-type': 'application/json' },
      payload: { 0: { username: 'admin', password: 'x' } },
      remoteAddress: '10.0.0.77',
    });
    expect(batched.statusCode).toBe(429);
    expect(batched.json()).toMatchObject([{ error: { data: { code: 'TOO_MANY_REQUESTS' } } }]);

    // Other procedures are not limited.
    for (let i = 0; i < 6; i++)
      expect((await call(app, 'query', 'auth.me', undefined, { ip: '10.0.0.9' })).status).toBe(200);
  });
});

describe('the dev bypass', () => {
  it('signs in as the seeded admin in local mode, through Cognito', async () => {
    const app = await startGateway();
    try {
      const me = await call(app, 'query', 'auth.me');
      expect(me.body.result?.data).toEqual({ user: null, bypassEnabled: true });
      const res = await call(app, 'mutation', 'auth.bypass');
      expect(res.status).toBe(200);
      expect(res.body.result?.data).toMatchObject({
        status: 'SIGNED_IN',
        user: { username: 'admin', isAdmin: true },
      });
      const session = await call(app, 'query', 'auth.session', undefined, {
        cookie: sessionCookieOf(res.res),
      });
      expect(session.status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is off when AUTH_BYPASS=false, and the UI is told so', async () => {
    const app = await startGateway({ AUTH_BYPASS: 'false' });
    try {
      expect((await call(app, 'query', 'auth.me')).body.result?.data).toEqual({
        user: null,
        bypassEnabled: false,
      });
      const res = await call(app, 'mutation', 'auth.bypass');
      expect(res.status).toBe(404);
      expect(sessionCookieOf(res.res)).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
