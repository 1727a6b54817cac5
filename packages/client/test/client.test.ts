import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPitbossClient, NewPasswordRequiredError, TRPCClientError } from '../src/index.js';
import { accessToken, ADMIN, gatewayUrl } from './support/stack.js';

describe('createPitbossClient against the local stack', () => {
  it('signs in with a password, keeps the session cookie, calls typed procedures, signs out', async () => {
    const pitboss = await createPitbossClient({ url: gatewayUrl(), ...ADMIN });
    expect(pitboss.user).toMatchObject({ username: 'admin', displayName: 'Ada Admin' });
    expect(pitboss.session).toMatch(/.{16,}/);
    const session = pitboss.session as string;

    const { items: groups } = await pitboss.groups.list.query();
    expect(groups.length).toBeGreaterThan(0);
    const page = await pitboss.slots.filter.query({ page: 1, limit: 5, groupId: groups[0]!.id });
    expect(page.items).toHaveLength(5);
    expect((await pitboss.auth.session.query()).via).toBe('session');

    // The session also opens the guarded HTTP routes.
    const backup = await pitboss.http('/api/catalogue/backup');
    expect(backup.status).toBe(200);
    await backup.body?.cancel();

    await pitboss.signOut();
    expect(pitboss.session).toBeNull();
    // The session is over on the gateway: resuming it is refused.
    await expect(createPitbossClient({ url: gatewayUrl(), session })).rejects.toMatchObject({
      data: { code: 'UNAUTHORIZED' },
    });
  });

  it('many calls at once go in batches the gateway accepts', async () => {
    const pitboss = await createPitbossClient({ url: gatewayUrl(), ...ADMIN });
    const pages = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        pitboss.slots.filter.query({ page: i + 1, limit: 1, groupId: '1' }),
      ),
    );
    expect(new Set(pages.map((p) => p.items[0]?.id)).size).toBe(60);
    await pitboss.signOut();
  });

  it('a save based on a stale order is refused (CONFLICT, the current version given); on the current one it passes', async () => {
    const pitboss = await createPitbossClient({ url: gatewayUrl(), ...ADMIN });
    const { items: providers, version } = await pitboss.providers.list.query({});
    expect(version).toMatch(/^o:/);
    const swapped = [providers[1]!, providers[0]!, ...providers.slice(2)];
    const orders = (list: typeof providers) =>
      list.map((p, i) => ({ providerId: p.id, order: i + 1 }));
    await pitboss.providers.bulkOrder.mutate({ providerOrders: orders(swapped), base: version });
    const stale = await pitboss.providers.bulkOrder
      .mutate({ providerOrders: orders(providers), base: version })
      .catch((err: unknown) => err);
    expect(stale).toBeInstanceOf(TRPCClientError);
    const conflict = (stale as TRPCClientError<never>).data as unknown as {
      code: string;
      conflict: { version: string; changedBy: { displayName: string } };
    };
    expect(conflict.code).toBe('CONFLICT');
    expect(conflict.conflict.changedBy.displayName).toBe('Ada Admin');
    const now = await pitboss.providers.list.query({});
    expect(now.version).toBe(conflict.conflict.version);
    expect(now.items.map((p) => p.id)).toEqual(swapped.map((p) => p.id));
    // put back, based on the current order
    await pitboss.providers.bulkOrder.mutate({
      providerOrders: orders(providers),
      base: now.version,
    });
    await pitboss.signOut();
  });

  it('resumes a stored session without signing in again', async () => {
    const first = await createPitbossClient({ url: gatewayUrl(), ...ADMIN });
    const again = await createPitbossClient({ url: gatewayUrl(), session: first.session! });
    expect(again.user.username).toBe('admin');
    expect((await again.auth.session.query()).via).toBe('session');
    await first.signOut();
  });

  it('calls with a bearer token from the Cognito pool (no session)', async () => {
    const pitboss = await createPitbossClient({
      url: gatewayUrl(),
      accessToken: await accessToken(),
    });
    expect(pitboss.session).toBeNull();
    expect(await pitboss.auth.session.query()).toMatchObject({
      via: 'bearer',
      user: { username: 'admin' },
    });
    await pitboss.signOut(); // nothing to end
    expect((await pitboss.groups.list.query()).items.length).toBeGreaterThan(0);
  });

  it('NEW_PASSWORD_REQUIRED is a typed error; a wrong password is the gateway text', async () => {
    const err = await createPitbossClient({
      url: gatewayUrl(),
      username: 'newhire',
      password: 'Welcome123!',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NewPasswordRequiredError);
    expect(err).toMatchObject({ code: 'NEW_PASSWORD_REQUIRED', username: 'newhire' });

    const wrong = await createPitbossClient({
      url: gatewayUrl(),
      username: 'admin',
      password: 'wrong',
    }).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(TRPCClientError);
    expect((wrong as Error).message).toBe('Invalid username or password. Please try again.');
  });

  describe('network failures', () => {
    // A proxy in front of the gateway that drops the first connections it gets.
    let proxy: Server;
    let drop = 0;
    const seen: string[] = [];
    let proxyUrl: string;
    beforeAll(async () => {
      proxy = createServer(async (req, res) => {
        seen.push(`${req.method} ${req.url}`);
        if (drop > 0) {
          drop--;
          req.socket.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        const headers = new Headers();
        for (const [k, v] of Object.entries(req.headers))
          if (typeof v === 'string' && k !== 'host') headers.set(k, v);
        const answer = await fetch(`${gatewayUrl()}${req.url}`, {
          method: req.method,
          headers,
          ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
        });
        const out: Record<string, string | string[]> = {};
        answer.headers.forEach((v, k) => {
          if (k !== 'content-encoding' && k !== 'content-length' && k !== 'set-cookie') out[k] = v;
        });
        const cookies = answer.headers.getSetCookie();
        if (cookies.length) out['set-cookie'] = cookies;
        res.writeHead(answer.status, out);
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
      await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
      const address = proxy.address();
      proxyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    afterAll(() => new Promise<void>((r) => proxy.close(() => r())));

    it('retries a read after a network error, never a write', async () => {
      const pitboss = await createPitbossClient({
        url: proxyUrl,
        ...ADMIN,
        retryDelayMs: () => 10,
      });
      seen.length = 0;
      drop = 2;
      expect((await pitboss.groups.list.query()).items.length).toBeGreaterThan(0);
      expect(seen.filter((s) => s.includes('groups.list'))).toHaveLength(3);

      seen.length = 0;
      drop = 1;
      const failed = await pitboss.catalogue.publish.mutate().catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(TRPCClientError);
      expect(seen.filter((s) => s.includes('catalogue.publish'))).toHaveLength(1);

      seen.length = 0;
      drop = 10;
      const gaveUp = await pitboss.groups.list.query().catch((e: unknown) => e);
      expect(gaveUp).toBeInstanceOf(TRPCClientError);
      expect(seen).toHaveLength(4); // the first try and 3 retries
      drop = 0;
      await pitboss.signOut();
    });
  });
});
