import { CHANGE_REQUEST_MESSAGES as M, type ChangeRequest } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, sandbox } from './support/admin.js';
import { startCountingProxy, type CountingProxy } from './support/counting-proxy.mjs';
import { waitFor } from './support/fault-sandbox.js';
import { call, startGateway } from './support/gateway.js';
import { usePostgres } from './support/postgres.js';
import { makeSecondAdmin, signIn } from './support/second-admin.js';

/**
 * Scheduled requests outlive the gateways: one approved on a gateway that then stops runs on
 * another at its time; one whose time passed while every gateway was stopped runs when a gateway
 * returns within the grace window, and ends `failed` saying why past it. The admin API is reached
 * through a counting proxy, so the publishes it received are counted there.
 */
const { emptyDatabase } = usePostgres();

describe('scheduled change requests while gateways stop and start', () => {
  let proxy: CountingProxy;
  let env: Record<string, string>;
  let one: FastifyInstance;
  let two: FastifyInstance | undefined;
  let ada: string;
  let sam: string;
  const publishes = () =>
    proxy.requests().filter((r) => r.method === 'POST' && r.path === '/publish').length;
  const data = <T>(r: { body: { result?: { data: unknown } } }) => r.body.result?.data as T;
  const ended = (app: FastifyInstance, id: string) =>
    waitFor<ChangeRequest>(
      async () => {
        const r = data<ChangeRequest>(
          await call(app, 'query', 'changeRequests.get', { id }, { cookie: ada }),
        );
        return (r.status === 'applied' || r.status === 'failed' ? r : undefined) as ChangeRequest;
      },
      30_000,
      'the scheduled request to end',
    );

  /** A publish submitted by Ada for `at` and approved by Sam, both on `app`. */
  async function scheduled(app: FastifyInstance, at: Date): Promise<ChangeRequest> {
    const submitted = data<ChangeRequest>(
      await call(
        app,
        'mutation',
        'changeRequests.submit',
        { action: 'publish', scheduledFor: at.toISOString() },
        { cookie: ada },
      ),
    );
    const approved = data<ChangeRequest>(
      await call(
        app,
        'mutation',
        'changeRequests.approve',
        { id: submitted.id, fingerprint: submitted.preview?.fingerprint },
        { cookie: sam },
      ),
    );
    expect(approved.status).toBe('scheduled');
    return approved;
  }

  /** Moves a request's time into the past, as if it had come while every gateway was stopped. */
  async function dueAgo(id: string, ms: number) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query('update change_requests set scheduled_for = $1 where id = $2', [
      new Date(Date.now() - ms),
      id,
    ]);
    await client.end();
  }

  beforeAll(async () => {
    proxy = await startCountingProxy(sandbox.url());
    env = {
      DATABASE_URL: await emptyDatabase('schedule'),
      ADMIN_API_URL: proxy.url,
      APPROVALS_REQUIRED: 'publish',
      SCHEDULED_GRACE_MINUTES: '10',
    };
    one = await startGateway(env);
    two = await startGateway(env);
    ada = await adminCookie(one);
    const second = await makeSecondAdmin('sch');
    sam = await signIn(one, second.username, second.password);
  }, 120_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await proxy?.close();
  });

  it('runs on another gateway when the one that accepted it has stopped', async () => {
    const request = await scheduled(one, new Date(Date.now() + 3_000));
    await one.close();
    proxy.forget();
    const survivor = two as FastifyInstance;
    const done = await ended(survivor, request.id);
    expect(done.error).toBeNull();
    expect(done.status).toBe('applied');
    expect(publishes()).toBe(1);
    one = await startGateway(env);
  });

  it('missed while every gateway was stopped: within the grace window it runs when one returns', async () => {
    const request = await scheduled(one, new Date(Date.now() + 60 * 60_000));
    await one.close();
    await two?.close();
    two = undefined;
    await dueAgo(request.id, 60_000);
    proxy.forget();
    one = await startGateway(env);
    const done = await ended(one, request.id);
    expect(done.error).toBeNull();
    expect(done.status).toBe('applied');
    expect(publishes()).toBe(1);
  });

  it('missed past the grace window: it ends failed saying why, and nothing is published', async () => {
    const request = await scheduled(one, new Date(Date.now() + 60 * 60_000));
    await one.close();
    const due = new Date(Date.now() - 11 * 60_000);
    await dueAgo(request.id, 11 * 60_000);
    proxy.forget();
    one = await startGateway(env);
    const done = await ended(one, request.id);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/^Not applied: every gateway was stopped at the scheduled time/);
    expect(done.error).toBe(M.missed(new Date(done.scheduledFor ?? due).toISOString()));
    expect(publishes()).toBe(0);
  });
});
