import {
  upstreamHealthReadySchema,
  upstreamMaintenanceStatusSchema,
  upstreamShutdownStatusSchema,
  upstreamSystemHealthSchema,
} from '@pitboss/contracts';
import { describe, expect, it } from 'vitest';
import { api, conforms } from './helpers.js';

describe('system', () => {
  it('health ready and system health', async () => {
    const ready = conforms(
      upstreamHealthReadySchema,
      (await api('GET', '/system/health/ready')).body,
    );
    expect(ready).toEqual({ healthy: true, maintenance: false });
    const health = conforms(
      upstreamSystemHealthSchema,
      (await api('GET', '/system/health/system')).body,
    );
    expect(health.uptime).toBeGreaterThanOrEqual(0);
    expect(health.status).toBe('healthy');
  });

  it('maintenance: enable with reason/duration, status, disable; validation', async () => {
    const tooLong = await api('POST', '/system/maintenance/enable', {
      body: { reason: 'x'.repeat(201) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.reason).toBe('Maintenance reason cannot exceed 200 characters.');
    const est = new Date(Date.now() + 20 * 60_000).toISOString();
    const on = await api('POST', '/system/maintenance/enable', {
      body: {
        reason: 'Database upgrade',
        duration: 20,
        estimatedCompletion: est,
        startedBy: 'admin',
        type: 'scheduled',
      },
    });
    expect(on.status).toBe(200);
    const status = conforms(
      upstreamMaintenanceStatusSchema,
      (await api('GET', '/system/maintenance/status')).body,
    );
    expect(status).toMatchObject({
      isInMaintenance: true,
      reason: 'Database upgrade',
      estimatedCompletion: est,
      initiatedBy: 'admin',
      type: 'scheduled',
      status: 'active',
    });
    expect(
      conforms(upstreamHealthReadySchema, (await api('GET', '/system/health/ready')).body),
    ).toEqual({ healthy: false, maintenance: true });
    expect((await api('POST', '/system/maintenance/enable')).status).toBe(409);
    expect((await api('DELETE', '/system/maintenance/disable')).status).toBe(200);
    expect(
      conforms(
        upstreamMaintenanceStatusSchema,
        (await api('GET', '/system/maintenance/status')).body,
      ).isInMaintenance,
    ).toBe(false);
    // empty body: defaults to 'Scheduled maintenance'
    await api('POST', '/system/maintenance/enable');
    expect((await api('GET', '/system/maintenance/status')).body.reason).toBe(
      'Scheduled maintenance',
    );
    await api('DELETE', '/system/maintenance/disable');
  });

  it('shutdown: initiate, status, cancel (the sandbox keeps running)', async () => {
    expect((await api('DELETE', '/system/shutdown/cancel')).status).toBe(409);
    expect((await api('POST', '/system/shutdown/initiate')).status).toBe(200);
    expect(
      conforms(upstreamShutdownStatusSchema, (await api('GET', '/system/shutdown/status')).body)
        .active,
    ).toBe(true);
    expect((await api('POST', '/system/shutdown/initiate')).status).toBe(409);
    expect((await api('DELETE', '/system/shutdown/cancel')).status).toBe(200);
    expect(
      conforms(upstreamShutdownStatusSchema, (await api('GET', '/system/shutdown/status')).body)
        .active,
    ).toBe(false);
  });

  it('overview', async () => {
    const r = await api('GET', '/system/overview');
    expect(r.body.catalogue.slots.total).toBeGreaterThanOrEqual(3000);
    expect(r.body.uptime).toBeGreaterThanOrEqual(0);
  });
});
