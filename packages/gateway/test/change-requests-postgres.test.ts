import {
  CHANGE_REQUEST_MESSAGES as M,
  type ChangeRequest,
  type PublishRecord,
  type Page,
} from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, sandbox } from './support/admin.js';
import { startCountingProxy, type CountingProxy } from './support/counting-proxy.mjs';
import { waitFor } from './support/fault-sandbox.js';
import { call, startGateway } from './support/gateway.js';
import { usePostgres } from './support/postgres.js';
import { makeSecondAdmin, signIn } from './support/second-admin.js';

/**
 * Change control on two gateways sharing one Postgres database, approval required (the
 * default): direct publishes refused, no approval of one's own request, one publish per approved
 * request, and a scheduled publish run once at its time whichever gateway polls first. The admin
 * API is reached through a counting proxy, so the publishes it received are counted there.
 */
const { emptyDatabase } = usePostgres();

describe('change requests on two gateways sharing Postgres', () => {
  let proxy: CountingProxy;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let ada: string;
  let sam: string;
  const publishes = () =>
    proxy.requests().filter((r) => r.method === 'POST' && r.path === '/publish').length;
  const data = <T>(r: { body: { result?: { data: unknown } } }) => r.body.result?.data as T;

  beforeAll(async () => {
    proxy = await startCountingProxy(sandbox.url());
    const env = {
      DATABASE_URL: await emptyDatabase('changes'),
      ADMIN_API_URL: proxy.url,
      APPROVALS_REQUIRED: 'publish,restore,import,reset,promotions.publish',
    };
    one = await startGateway(env);
    two = await startGateway(env);
    ada = await adminCookie(one);
    const second = await makeSecondAdmin('chg');
    sam = await signIn(two, second.username, second.password);
  }, 120_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await proxy?.close();
  });

  it('refuses a direct publish, and the author approving their own request', async () => {
    const direct = await call(one, 'mutation', 'catalogue.publish', undefined, { cookie: ada });
    expect(direct.body.error?.data.code).toBe('FORBIDDEN');
    expect(direct.body.error?.message).toBe(M.needsRequest('publish'));
    const rest = await one.inject({
      method: 'POST',
      url: '/api/v1/catalogue/publish',
      headers: { cookie: `pitboss_session=${ada}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(rest.statusCode).toBe(403);

    const submitted = data<ChangeRequest>(
      await call(one, 'mutation', 'changeRequests.submit', { action: 'publish' }, { cookie: ada }),
    );
    expect(submitted.status).toBe('pending');
    const own = await call(
      two,
      'mutation',
      'changeRequests.approve',
      { id: submitted.id, fingerprint: submitted.preview?.fingerprint },
      { cookie: ada },
    );
    expect(own.body.error?.data.code).toBe('FORBIDDEN');
    expect(own.body.error?.message).toBe(M.ownApproval);
    expect(publishes()).toBe(0);
    await call(one, 'mutation', 'changeRequests.cancel', { id: submitted.id }, { cookie: ada });
  });

  it("applies another administrator's approval once, even when both gateways approve at once", async () => {
    proxy.forget();
    const submitted = data<ChangeRequest>(
      await call(one, 'mutation', 'changeRequests.submit', { action: 'publish' }, { cookie: ada }),
    );
    const opened = data<ChangeRequest>(
      await call(two, 'query', 'changeRequests.get', { id: submitted.id }, { cookie: sam }),
    );
    const input = { id: submitted.id, fingerprint: opened.preview?.fingerprint };
    const [a, b] = await Promise.all([
      call(one, 'mutation', 'changeRequests.approve', input, { cookie: sam }),
      call(two, 'mutation', 'changeRequests.approve', input, { cookie: sam }),
    ]);
    const answers = [a, b].map((r) => r.body.result?.data as ChangeRequest | undefined);
    expect(answers.filter((r) => r?.status === 'applied')).toHaveLength(1);
    expect([a, b].filter((r) => r.body.error?.data.code === 'CONFLICT')).toHaveLength(1);
    expect(publishes()).toBe(1);
    const history = data<Page<PublishRecord>>(
      await call(one, 'query', 'publishes.list', undefined, { cookie: ada }),
    );
    expect(history.items[0]?.status).toBe('published');
  });

  it('refuses an approval of a catalogue that changed since it was opened, with the new diff', async () => {
    const submitted = data<ChangeRequest>(
      await call(one, 'mutation', 'changeRequests.submit', { action: 'publish' }, { cookie: ada }),
    );
    const seen = submitted.preview?.fingerprint;
    const groups = data<{ items: { id: string; displayName: string }[] }>(
      await call(one, 'query', 'groups.list', undefined, { cookie: ada }),
    );
    const group = groups.items[0];
    if (!group) throw new Error('the sandbox has no group');
    const renamed = await call(
      one,
      'mutation',
      'groups.update',
      { id: group.id, displayName: `${group.displayName} (renamed)` },
      { cookie: ada },
    );
    expect(renamed.body.error).toBeUndefined();
    const stale = await call(
      two,
      'mutation',
      'changeRequests.approve',
      { id: submitted.id, fingerprint: seen },
      { cookie: sam },
    );
    expect(stale.body.error?.data.code).toBe('CONFLICT');
    expect(stale.body.error?.message).toBe(M.stale);
    const fresh = (stale.body.error?.data as { changeRequest?: ChangeRequest }).changeRequest;
    expect(fresh?.preview?.fingerprint).not.toBe(seen);
    await call(one, 'mutation', 'changeRequests.cancel', { id: submitted.id }, { cookie: ada });
  });

  it('runs a scheduled publish once at its time with both gateways up', async () => {
    const at = new Date(Date.now() + 4_000);
    const submitted = data<ChangeRequest>(
      await call(
        one,
        'mutation',
        'changeRequests.submit',
        { action: 'publish', scheduledFor: at.toISOString() },
        { cookie: ada },
      ),
    );
    const approved = data<ChangeRequest>(
      await call(
        two,
        'mutation',
        'changeRequests.approve',
        { id: submitted.id, fingerprint: submitted.preview?.fingerprint },
        { cookie: sam },
      ),
    );
    expect(approved.status).toBe('scheduled');
    proxy.forget();
    const ended: ChangeRequest = await waitFor<ChangeRequest>(
      async () => {
        const r = data<ChangeRequest>(
          await call(one, 'query', 'changeRequests.get', { id: submitted.id }, { cookie: ada }),
        );
        return (r.status === 'applied' || r.status === 'failed' ? r : undefined) as ChangeRequest;
      },
      30_000,
      'the scheduled publish to run',
    );
    expect(ended.error).toBeNull();
    expect(ended.status).toBe('applied');
    expect(Date.parse(ended.finishedAt ?? '')).toBeGreaterThanOrEqual(at.getTime());
    // Both gateways keep polling: a few more rounds, and still one publish.
    const runs = await waitFor(
      async () => {
        const audit = data<{ items: { procedure: string }[] }>(
          await call(one, 'query', 'audit.list', { target: submitted.id }, { cookie: ada }),
        );
        return audit.items.filter((r) => r.procedure === 'changeRequests.run').length || undefined;
      },
      10_000,
      'the run in the audit trail',
    );
    expect(runs).toBe(1);
    expect(publishes()).toBe(1);
  });
});
