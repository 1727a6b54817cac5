import type { FastifyInstance } from 'fastify';
import { storeUploadedImage } from '../images.js';
import { HttpError, badRequest, idParam, notFound, parseBody } from '../lib/http.js';
import { applyOrderChanges } from '../lib/reorder.js';
import {
  addToGroups,
  assertGroups,
  bulkOrder,
  groupIdsBody,
  removeFromGroups,
  slotRow,
} from './slots-shared.js';

/** Slot images, group memberships and order, demo launch and the view refresh. */
export async function slotMembershipRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.sandbox;
  const { db } = ctx;
  /** multipart, field `image` (+ text field `type=image`) → `{url}` */
  app.patch('/slots/:id/updateSlotImage', async (req) => {
    const id = idParam(req.params);
    await slotRow(db, id);
    const stored = await storeUploadedImage(req, `slots/${id}`);
    await db.query(
      `UPDATE slots SET image_url = $2, unedited = false, updated_at = now() WHERE id = $1`,
      [id, stored.path],
    );
    return { url: ctx.url(stored.path) };
  });

  app.delete('/slots/:id/deleteSlotImage', async (req) => {
    const id = idParam(req.params);
    const s = await slotRow(db, id);
    if (!s.image_url) throw notFound('Slot image');
    await db.query(
      `UPDATE slots SET image_url = NULL, unedited = false, updated_at = now() WHERE id = $1`,
      [id],
    );
    return { success: true, message: 'Slot image deleted' };
  });

  app.post('/slots/:id/groups/:groupId', async (req) => {
    const id = idParam(req.params);
    const groupId = idParam(req.params, 'groupId');
    return db.transaction(async (tx) => {
      await slotRow(tx, id);
      await assertGroups(tx, [groupId]);
      await addToGroups(tx, id, [groupId]);
      const s = await slotRow(tx, id);
      return { success: true, group_ids: s.group_ids };
    });
  });
  app.post('/slots/:id/groups', async (req) => {
    const id = idParam(req.params);
    const b = parseBody(groupIdsBody, req.body);
    return db.transaction(async (tx) => {
      await slotRow(tx, id);
      await assertGroups(tx, b.group_ids);
      await addToGroups(tx, id, b.group_ids);
      const s = await slotRow(tx, id);
      return { success: true, group_ids: s.group_ids };
    });
  });
  app.delete('/slots/:id/groups', async (req) => {
    const id = idParam(req.params);
    const b = parseBody(groupIdsBody, req.body);
    return db.transaction(async (tx) => {
      await slotRow(tx, id);
      const removed = await removeFromGroups(tx, id, b.group_ids);
      const s = await slotRow(tx, id);
      return { success: true, removed, group_ids: s.group_ids };
    });
  });
  app.delete('/slots/groups/:groupId/slots/:slotId', async (req) => {
    const groupId = idParam(req.params, 'groupId');
    const slotId = idParam(req.params, 'slotId');
    return db.transaction(async (tx) => {
      await assertGroups(tx, [groupId]);
      await slotRow(tx, slotId);
      const removed = await removeFromGroups(tx, slotId, [groupId]);
      if (removed === 0) throw new HttpError(404, 'Slot is not in this group');
      return { success: true, message: 'Slot removed from group' };
    });
  });

  app.put('/slots/groups/:groupId/slots/bulk-order', async (req) => {
    const groupId = idParam(req.params, 'groupId');
    const b = parseBody(bulkOrder, req.body);
    return db.transaction(async (tx) => {
      await assertGroups(tx, [groupId]);
      const cur = await tx.query<{ slot_id: number; position: number }>(
        `SELECT slot_id, position FROM slot_groups WHERE group_id = $1 ORDER BY position, slot_id`,
        [groupId],
      );
      const next = applyOrderChanges(
        cur.rows.map((r) => r.slot_id),
        b.slotOrders.map((o) => ({ id: o.slotId, position: o.order })),
        'Slot',
      );
      const before = new Map(cur.rows.map((r) => [r.slot_id, r.position]));
      const changed = next
        .map((id, i) => ({ slot_id: id, position: i + 1 }))
        .filter((c) => before.get(c.slot_id) !== c.position);
      if (changed.length > 0) {
        await tx.query(
          `UPDATE slot_groups m SET position = v.position FROM json_to_recordset($2::json) AS v(slot_id int, position int)
           WHERE m.group_id = $1 AND m.slot_id = v.slot_id`,
          [groupId, JSON.stringify(changed)],
        );
      }
      return {
        success: true,
        message: 'Slot order updated',
        updated: changed.length,
        total: next.length,
      };
    });
  });

  app.post('/slots/:id/demoplay', async (req) => {
    const s = await slotRow(db, idParam(req.params));
    if (!s.has_demo) throw badRequest('This slot has no demo');
    return {
      launch_url: `${ctx.demoUrl}/demo/${encodeURIComponent(String(s.identifier))}?slot=${String(s.id)}&lang=en`,
    };
  });

  app.post('/slots/refresh-materialized-view', async () => {
    const t0 = performance.now();
    const r = await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM slots`);
    return {
      success: true,
      message: 'Materialized view refreshed',
      refreshedAt: new Date().toISOString(),
      rows: r.rows[0]?.n ?? 0,
      durationMs: Math.round(performance.now() - t0),
    };
  });
}
