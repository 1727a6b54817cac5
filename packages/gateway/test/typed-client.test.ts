import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../src/index.js';
import { startGateway } from './support/gateway.js';

/** What an integrator's script does: the typed client over real HTTP, with a cookie jar. */
describe('the typed tRPC client over HTTP', () => {
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    app = await startGateway({ LOGIN_RATE_LIMIT_MAX_PER_USERNAME: '3' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `http://localhost:${typeof address === 'object' && address ? address.port : 0}/trpc`;
  });
  afterAll(async () => {
    await app?.close();
  });

  function client() {
    let cookie: string | undefined;
    const trpc = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url,
          headers: () => (cookie ? { cookie } : {}),
          fetch: async (input, init) => {
            const res = await fetch(input, init);
            const set = res.headers.get('set-cookie');
            if (set) cookie = set.split(';')[0];
            return res;
          },
        }),
      ],
    });
    return { trpc, setCookie: () => cookie };
  }

  it('signs in, reads the session, signs out', async () => {
    const { trpc, setCookie } = client();
    expect(await trpc.auth.me.query()).toEqual({ user: null, bypassEnabled: true });
    const result = await trpc.auth.login.mutate({ username: 'admin', password: 'Admin123!' });
    expect(result.status).toBe('SIGNED_IN');
    if (result.status === 'SIGNED_IN') expect(result.user.displayName).toBe('Ada Admin');
    expect(setCookie()).toMatch(/^pitboss_session=/);
    const [me, session] = await Promise.all([trpc.auth.me.query(), trpc.auth.session.query()]);
    expect(me.user?.username).toBe('admin');
    expect(session.via).toBe('session');
    expect(await trpc.auth.logout.mutate()).toEqual({ signedOut: true });
    await expect(trpc.auth.session.query()).rejects.toMatchObject({
      data: { code: 'UNAUTHORIZED' },
    });
  });

  it('shows the spec texts and the rate limit as client errors', async () => {
    const { trpc } = client();
    const failure = await trpc.auth.login
      .mutate({ username: 'viewer', password: 'wrong!' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TRPCClientError);
    expect((failure as TRPCClientError<AppRouter>).message).toBe(
      'Invalid username or password. Please try again.',
    );
    await trpc.auth.login.mutate({ username: 'viewer', password: 'wrong!' }).catch(() => undefined);
    await trpc.auth.login.mutate({ username: 'viewer', password: 'wrong!' }).catch(() => undefined);
    const limited = await trpc.auth.login
      .mutate({ username: 'viewer', password: 'Viewer123!' })
      .catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(TRPCClientError);
    expect((limited as TRPCClientError<AppRouter>).message).toMatch(/^Too many sign-in attempts/);
    expect((limited as TRPCClientError<AppRouter>).data?.httpStatus).toBe(429);
  });
});
