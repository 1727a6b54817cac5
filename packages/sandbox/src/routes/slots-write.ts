import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, badRequest, idParam, parseBody } from '../lib/http.js';
import { slotOut, type TitleField } from '../lib/serialize.js';
import { reqId, reqString } from '../lib/validators.js';
import {
  addToGroups,
  assertGroups,
  assertProvider,
  assertUnique,
  createSlot,
  removeFromGroups,
  slotRow,
  type Row,
  type SlotUpdate,
  updateSlot,
} from './slots-shared.js';

/** Creating, editing, resetting and deleting slots. */
export async function slotWriteRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.sandbox;
  const { db } = ctx;
  const out = (r: Row, t: TitleField = 'both'): Row => slotOut(ctx, r, t);
  app.post('/slots/create', async (req, reply) => {
    const b = parseBody(createSlot, req.body);
    const row = await db.transaction(async (tx) => {
      await assertProvider(tx, b.providerId, 'providerId');
      await assertProvider(tx, b.displayProviderId, 'displayProviderId');
      await assertUnique(tx, 'identifier', b.identifier, 0);
      await assertUnique(tx, 'slug', b.slug, 0);
      if (b.groupIds) await assertGroups(tx, b.groupIds);
      const r = await tx.query<{ id: number }>(
        `INSERT INTO slots (id, title, identifier, slug, provider_id, display_provider_id, orig_title, description,
           category, feature_group, theme, released_at, order_hint, archived, live, unedited, has_demo, params, restrictions)
         VALUES ((SELECT COALESCE(MAX(id), 0) + 1 FROM slots), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
           false, false, $14, $15, $16) RETURNING id`,
        [
          b.title,
          b.identifier,
          b.slug,
          b.providerId,
          b.displayProviderId,
          b.origTitle ?? b.title,
          b.description ?? null,
          b.category ?? null,
          b.featureGroup ?? null,
          b.theme ?? null,
          b.releasedAt ?? null,
          b.orderHint ?? 0,
          b.archived ?? false,
          b.hasDemo ?? false,
          JSON.stringify(b.params ?? {}),
          JSON.stringify(b.restrictions ?? {}),
        ],
      );
      const id = r.rows[0]?.id ?? 0;
      if (b.groupIds) await addToGroups(tx, id, b.groupIds);
      return slotRow(tx, id);
    });
    reply.code(201);
    return { success: true, id: row.id, data: out(row) };
  });

  const update = (id: number, b: SlotUpdate): Promise<Row> =>
    db.transaction(async (tx) => {
      const s = await slotRow(tx, id);
      if (Object.keys(b).length === 0)
        throw badRequest('Validation failed: No fields to update', { _: 'No fields to update' });
      if (b.provider_id !== undefined) await assertProvider(tx, b.provider_id, 'provider_id');
      if (b.display_provider_id !== undefined)
        await assertProvider(tx, b.display_provider_id, 'display_provider_id');
      if (b.identifier !== undefined) await assertUnique(tx, 'identifier', b.identifier, id);
      if (b.slug !== undefined) await assertUnique(tx, 'slug', b.slug, id);
      if (b.group_ids) await assertGroups(tx, b.group_ids);
      const fields: [string, unknown][] = [
        ['title', b.title],
        ['identifier', b.identifier],
        ['slug', b.slug],
        ['provider_id', b.provider_id],
        ['display_provider_id', b.display_provider_id],
        ['orig_title', b.orig_title],
        ['description', b.description],
        ['category', b.category],
        ['feature_group', b.feature_group],
        ['theme', b.theme],
        ['released_at', b.released_at],
        ['order_hint', b.order_hint],
        ['archived', b.archived],
        ['live', b.live],
        ['has_demo', b.has_demo],
        ['params', b.params === undefined ? undefined : JSON.stringify(b.params)],
        ['restrictions', b.restrictions === undefined ? undefined : JSON.stringify(b.restrictions)],
      ];
      const sets: string[] = ['unedited = false', 'updated_at = now()'];
      const params: unknown[] = [id];
      for (const [col, v] of fields) {
        if (v === undefined) continue;
        params.push(v);
        sets.push(`${col} = $${params.length}`);
      }
      await tx.query(`UPDATE slots SET ${sets.join(', ')} WHERE id = $1`, params);
      if (b.group_ids) {
        const current = (s.group_ids as number[] | null) ?? [];
        await removeFromGroups(
          tx,
          id,
          current.filter((g) => !b.group_ids?.includes(g)),
        );
        await addToGroups(
          tx,
          id,
          b.group_ids.filter((g) => !current.includes(g)),
        );
      }
      // Stored as received, nothing more: archiving does not touch production (the caller removes
      // a slot from production with POST /delete-from-casino).
      return out(await slotRow(tx, id));
    });

  app.patch('/slots/:id/update', async (req) =>
    update(idParam(req.params), parseBody(updateSlot, req.body)),
  );
  app.patch('/slots/:id/name', async (req) => {
    const b = parseBody(
      z.object({
        name: reqString('Name is required', 300).optional(),
        title: reqString('Title is required', 300).optional(),
      }),
      req.body,
    );
    const title = b.title ?? b.name;
    if (!title)
      throw badRequest('Validation failed: Name is required', { name: 'Name is required' });
    return update(idParam(req.params), { title });
  });
  app.patch('/slots/:id/display-provider', async (req) => {
    const b = parseBody(
      z.object({
        display_provider_id: reqId('Display Provider is required').optional(),
        displayProviderId: reqId('Display Provider is required').optional(),
      }),
      req.body,
    );
    const dp = b.display_provider_id ?? b.displayProviderId;
    if (dp === undefined)
      throw badRequest('Validation failed: Display Provider is required', {
        display_provider_id: 'Display Provider is required',
      });
    return update(idParam(req.params), { display_provider_id: dp });
  });
  app.patch('/slots/:id/identifier', async (req) => {
    const b = parseBody(
      z.object({ identifier: reqString('Identifier is required', 300) }),
      req.body,
    );
    return update(idParam(req.params), { identifier: b.identifier });
  });

  app.patch('/slots/:id/reset', async (req) => {
    const id = idParam(req.params);
    return db.transaction(async (tx) => {
      await slotRow(tx, id);
      const prod = await tx.query(`SELECT 1 FROM prod_slots WHERE id = $1`, [id]);
      if (prod.rows.length === 0)
        throw new HttpError(409, 'Slot has not been published yet; there is nothing to reset to');
      await tx.query(`DELETE FROM slots WHERE id = $1`, [id]);
      await tx.query(`INSERT INTO slots SELECT * FROM prod_slots WHERE id = $1`, [id]);
      const current = await tx.query<{ group_id: number }>(
        `SELECT group_id FROM slot_groups WHERE slot_id = $1`,
        [id],
      );
      const published = await tx.query<{ group_id: number }>(
        `SELECT group_id FROM prod_slot_groups WHERE slot_id = $1`,
        [id],
      );
      const cur = current.rows.map((r) => r.group_id);
      const pub = published.rows.map((r) => r.group_id);
      await removeFromGroups(
        tx,
        id,
        cur.filter((g) => !pub.includes(g)),
      );
      await addToGroups(
        tx,
        id,
        pub.filter((g) => !cur.includes(g)),
      );
      return out(await slotRow(tx, id));
    });
  });

  app.delete('/slots/:id/delete', async (req) => {
    const id = idParam(req.params);
    return db.transaction(async (tx) => {
      const s = await slotRow(tx, id);
      await removeFromGroups(tx, id, (s.group_ids as number[] | null) ?? []);
      await tx.query(`DELETE FROM slots WHERE id = $1`, [id]);
      return { success: true, message: 'Slot deleted successfully', id };
    });
  });
}
