import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, sandbox } from './support/admin.js';
import { call, startGateway } from './support/gateway.js';

describe('system.*', () => {
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    app = await startGateway();
    cookie = await adminCookie(app);
  });
  afterAll(async () => {
    await sandbox.clearFaults();
    await app?.close();
  });

  it('needs a signed-in admin', async () => {
    const { status, body } = await call(app, 'query', 'system.status');
    expect(status).toBe(401);
    expect(body.error?.data.code).toBe('UNAUTHORIZED');
  });

  it('status: the four parts in one answer', async () => {
    const { status, body } = await call(app, 'query', 'system.status', undefined, { cookie });
    expect(status).toBe(200);
    expect(body.result?.data).toMatchObject({
      ready: { healthy: true, maintenance: false },
      health: { status: 'healthy' },
      maintenance: { isInMaintenance: false },
      shutdown: { active: false },
    });
  });

  it('status: a failing part is null, the others still answer', async () => {
    await sandbox.fault({ path: '/system/health/system', status: 500, message: 'health exploded' });
    try {
      const { body } = await call(app, 'query', 'system.status', undefined, { cookie });
      expect(body.result?.data).toMatchObject({
        ready: { healthy: true },
        health: null,
        shutdown: { active: false },
      });
    } finally {
      await sandbox.clearFaults();
    }
  });

  it('enableMaintenance: defaults, estimated completion, started by the user; then disable', async () => {
    await sandbox.forget();
    const before = Date.now();
    const { status, body } = await call(
      app,
      'mutation',
      'system.enableMaintenance',
      { reason: '  ', duration: 60 },
      { cookie },
    );
    expect(status).toBe(200);
    expect(body.result?.data).toMatchObject({
      isInMaintenance: true,
      reason: 'Scheduled maintenance',
    });
    const [sent] = await sandbox.requests('/system/maintenance/enable');
    const payload = sent?.body as {
      reason: string;
      duration: number;
      estimatedCompletion: string;
      startedBy: string;
      type: string;
    };
    expect(payload).toMatchObject({
      reason: 'Scheduled maintenance',
      duration: 60,
      startedBy: 'Ada Admin',
      type: 'scheduled',
    });
    const eta = Date.parse(payload.estimatedCompletion) - before;
    expect(eta).toBeGreaterThanOrEqual(60 * 60_000 - 1000);
    expect(eta).toBeLessThan(60 * 60_000 + 10_000);

    const again = await call(app, 'mutation', 'system.enableMaintenance', {}, { cookie });
    expect(again.status).toBe(409);
    expect(again.body.error?.data.code).toBe('CONFLICT');

    const off = await call(app, 'mutation', 'system.disableMaintenance', undefined, { cookie });
    expect(off.body.result?.data).toMatchObject({ isInMaintenance: false });
  });

  it('enableMaintenance: a reason over 200 characters is refused before the admin API', async () => {
    await sandbox.forget();
    const { status, body } = await call(
      app,
      'mutation',
      'system.enableMaintenance',
      { reason: 'x'.repeat(201) },
      { cookie },
    );
    expect(status).toBe(400);
    expect(body.error?.message).toBe('Maintenance reason cannot exceed 200 characters.');
    expect(body.error?.data.fieldErrors?.reason).toEqual([
      'Maintenance reason cannot exceed 200 characters.',
    ]);
    expect(await sandbox.requests('/system/maintenance/enable')).toHaveLength(0);
  });

  it('shutdown: initiate, cancel, cancel again is a conflict with the server message', async () => {
    expect(
      (await call(app, 'mutation', 'system.initiateShutdown', undefined, { cookie })).body.result
        ?.data,
    ).toEqual({ active: true });
    expect(
      (await call(app, 'mutation', 'system.cancelShutdown', undefined, { cookie })).body.result
        ?.data,
    ).toEqual({ active: false });
    const again = await call(app, 'mutation', 'system.cancelShutdown', undefined, { cookie });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toMatch(/shutdown/i);
  });

  it('overview: the admin API object', async () => {
    const { body } = await call(app, 'query', 'system.overview', undefined, { cookie });
    expect(body.result?.data).toMatchObject({
      catalogue: { slots: { total: expect.any(Number) } },
    });
  });
});
