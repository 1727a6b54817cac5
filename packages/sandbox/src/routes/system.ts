import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, parseBody } from '../lib/http.js';
import { optString } from '../lib/validators.js';

const enableMaintenance = z
  .object({
    reason: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v === null ? undefined : v),
      z.string().max(200, 'Maintenance reason cannot exceed 200 characters.').optional(),
    ),
    duration: z.preprocess(
      (v) => (typeof v === 'string' && v !== '' ? Number(v) : v === null ? undefined : v),
      z
        .number({ error: 'Duration must be a number of minutes' })
        .int('Duration must be whole minutes')
        .positive('Duration must be positive')
        .max(7 * 24 * 60)
        .optional(),
    ),
    estimatedCompletion: z
      .string()
      .refine((s) => !Number.isNaN(Date.parse(s)), 'estimatedCompletion must be an ISO time')
      .nullable()
      .optional(),
    startedBy: optString(200),
    type: optString(100),
  })
  .nullable();

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.sandbox;
  const maintenanceStatus = () => ({
    ...ctx.maintenance,
    status: ctx.maintenance.isInMaintenance ? 'active' : 'inactive',
    startedAt: ctx.maintenance.maintenanceStartedAt,
  });

  app.get('/system/health/ready', async () => {
    await ctx.db.query('SELECT 1');
    return {
      healthy: !ctx.maintenance.isInMaintenance && !ctx.shutdown.active,
      status: ctx.shutdown.active
        ? 'shutting_down'
        : ctx.maintenance.isInMaintenance
          ? 'maintenance'
          : 'ready',
      details: {
        maintenance: ctx.maintenance.isInMaintenance,
        shutdown: ctx.shutdown.active,
        database: 'ok',
      },
      timestamp: new Date().toISOString(),
    };
  });

  app.get('/system/health/system', async () => {
    const mem = process.memoryUsage();
    return {
      status: ctx.shutdown.active
        ? 'shutting_down'
        : ctx.maintenance.isInMaintenance
          ? 'maintenance'
          : 'healthy',
      uptime: Math.floor((Date.now() - ctx.startedAt) / 1000),
      timestamp: new Date().toISOString(),
      memory: { rss: mem.rss, heapUsed: mem.heapUsed, heapTotal: mem.heapTotal },
      version: '0.1.0-sandbox',
    };
  });

  app.post('/system/maintenance/enable', async (req) => {
    const b = parseBody(enableMaintenance, req.body ?? null) ?? {};
    if (ctx.maintenance.isInMaintenance)
      throw new HttpError(409, 'Maintenance mode is already enabled');
    const now = new Date();
    const duration = b.duration ?? 30;
    ctx.maintenance = {
      isInMaintenance: true,
      reason: b.reason || 'Scheduled maintenance',
      maintenanceStartedAt: now.toISOString(),
      initiatedBy: b.startedBy ?? req.user?.username ?? 'unknown',
      estimatedCompletion:
        b.estimatedCompletion ?? new Date(now.getTime() + duration * 60_000).toISOString(),
      duration,
      type: b.type ?? 'scheduled',
    };
    ctx.events.emitAdmin('maintenance_event', maintenanceStatus());
    return { success: true, message: 'Maintenance mode enabled', data: maintenanceStatus() };
  });

  app.delete('/system/maintenance/disable', async () => {
    const was = ctx.maintenance.isInMaintenance;
    ctx.maintenance = {
      isInMaintenance: false,
      reason: null,
      maintenanceStartedAt: null,
      initiatedBy: null,
      estimatedCompletion: null,
      duration: null,
      type: null,
    };
    if (was) ctx.events.emitAdmin('maintenance_event', maintenanceStatus());
    return {
      success: true,
      message: was ? 'Maintenance mode disabled' : 'Maintenance mode was not enabled',
      data: maintenanceStatus(),
    };
  });

  app.get('/system/maintenance/status', async () => maintenanceStatus());

  app.post('/system/shutdown/initiate', async (req) => {
    if (ctx.shutdown.active) throw new HttpError(409, 'A shutdown is already in progress');
    const now = Date.now();
    // The sandbox only records the shutdown; it never stops itself.
    ctx.shutdown = {
      active: true,
      initiatedAt: new Date(now).toISOString(),
      initiatedBy: req.user?.username ?? 'unknown',
      scheduledFor: new Date(now + 5 * 60_000).toISOString(),
    };
    ctx.events.emitAdmin('shutdown_event', ctx.shutdown);
    return { success: true, message: 'System shutdown initiated', data: ctx.shutdown };
  });

  app.delete('/system/shutdown/cancel', async () => {
    if (!ctx.shutdown.active) throw new HttpError(409, 'No shutdown is in progress');
    ctx.shutdown = { active: false, initiatedAt: null, initiatedBy: null, scheduledFor: null };
    ctx.events.emitAdmin('shutdown_event', ctx.shutdown);
    return { success: true, message: 'System shutdown cancelled', data: ctx.shutdown };
  });

  app.get('/system/shutdown/status', async () => ctx.shutdown);

  app.get('/system/overview', async () => {
    const r = await ctx.db.query<Record<string, number>>(`
      SELECT
        (SELECT COUNT(*)::int FROM slots) AS slots_total,
        (SELECT COUNT(*)::int FROM slots WHERE live) AS slots_live,
        (SELECT COUNT(*)::int FROM slots WHERE archived) AS slots_archived,
        (SELECT COUNT(*)::int FROM providers) AS providers_total,
        (SELECT COUNT(*)::int FROM providers WHERE live) AS providers_live,
        (SELECT COUNT(*)::int FROM providers WHERE archived) AS providers_archived,
        (SELECT COUNT(*)::int FROM groups) AS groups_total,
        (SELECT COUNT(*)::int FROM promotions) AS promotions_total,
        (SELECT COUNT(*)::int FROM promo_codes WHERE deleted_at IS NULL) AS promo_codes_active,
        (SELECT COUNT(*)::int FROM casino_tables) AS tables_total,
        (SELECT COUNT(*)::int FROM themes) AS themes_total`);
    const c = r.rows[0] ?? {};
    const published = await ctx.db.query<{ value: string }>(
      `SELECT value FROM meta WHERE key = 'published_at'`,
    );
    return {
      uptime: Math.floor((Date.now() - ctx.startedAt) / 1000),
      maintenance: maintenanceStatus(),
      shutdown: ctx.shutdown,
      lastPublishedAt: published.rows[0]?.value ?? null,
      catalogue: {
        slots: { total: c.slots_total, live: c.slots_live, archived: c.slots_archived },
        providers: {
          total: c.providers_total,
          live: c.providers_live,
          archived: c.providers_archived,
        },
        groups: { total: c.groups_total },
      },
      promotions: { total: c.promotions_total },
      promoCodes: { active: c.promo_codes_active },
      tables: { total: c.tables_total },
      themes: { total: c.themes_total },
      connections: { adminSockets: ctx.events.connectedCount() },
    };
  });
}
