import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { storeUploadedImage } from '../images.js';
import {
  HttpError,
  badRequest,
  idParam,
  likePattern,
  notFound,
  parseBody,
  qBool,
  qInt,
  qOptInt,
  qOrder,
  qStr,
  totalPages,
} from '../lib/http.js';
import { applyOrderChanges } from '../lib/reorder.js';
import { SLOT_SELECT, slotOut, slotRows, type TitleField } from '../lib/serialize.js';
import {
  isoDate,
  jsonObject,
  optBool,
  optInt,
  optString,
  reqId,
  reqString,
} from '../lib/validators.js';

type Row = Record<string, unknown>;

const idList = z.array(reqId('Group ids must be positive integers'), {
  error: 'group_ids must be an array',
});

const createSlot = z.object({
  title: reqString('Title is required', 300),
  identifier: reqString('Identifier is required', 300),
  slug: reqString('Slug is required', 300),
  providerId: reqId('Provider is required'),
  displayProviderId: reqId('Display Provider is required'),
  origTitle: optString(300),
  description: optString(5000),
  category: optString(100),
  featureGroup: optString(100),
  theme: optString(100),
  releasedAt: isoDate('Released date must be a valid date').nullable().optional(),
  orderHint: optInt('Order hint must be an integer'),
  archived: optBool(),
  params: jsonObject().optional(),
  restrictions: jsonObject().optional(),
  hasDemo: optBool(),
  groupIds: idList.optional(),
});

const updateSlot = z.object({
  provider_id: reqId('Provider is required').optional(),
  display_provider_id: reqId('Display Provider is required').optional(),
  identifier: reqString('Identifier is required', 300).optional(),
  title: reqString('Title is required', 300).optional(),
  slug: reqString('Slug is required', 300).optional(),
  orig_title: optString(300),
  description: optString(5000),
  category: optString(100),
  feature_group: optString(100),
  theme: optString(100),
  released_at: isoDate('Released date must be a valid date').nullable().optional(),
  order_hint: optInt('Order hint must be an integer'),
  archived: optBool(),
  live: optBool(),
  has_demo: optBool(),
  params: jsonObject().optional(),
  restrictions: jsonObject().optional(),
  group_ids: idList.optional(),
});
type SlotUpdate = z.output<typeof updateSlot>;

const bulkOrder = z.object({
  slotOrders: z
    .array(
      z.object({
        slotId: reqId('slotId is required'),
        order: z.number({ error: 'order must be a number' }).int('order must be an integer'),
      }),
      { error: 'slotOrders must be an array' },
    )
    .min(1, 'slotOrders must not be empty'),
});
const groupIdsBody = z.object({ group_ids: idList.min(1, 'group_ids must not be empty') });

async function slotRow(db: Db, id: number): Promise<Row> {
  const r = await db.query<Row>(`${SLOT_SELECT} WHERE s.id = $1`, [id]);
  const row = r.rows[0];
  if (!row) throw notFound('Slot');
  return row;
}

async function assertProvider(db: Db, id: number, field: string): Promise<void> {
  const r = await db.query(`SELECT 1 FROM providers WHERE id = $1`, [id]);
  if (r.rows.length === 0)
    throw badRequest(`Validation failed: Provider ${id} not found`, {
      [field]: 'Provider not found',
    });
}

async function assertGroups(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const r = await db.query<{ id: number }>(`SELECT id FROM groups WHERE id = ANY($1::int[])`, [
    ids,
  ]);
  const found = new Set(r.rows.map((x) => x.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new HttpError(404, `Group not found: ${missing.join(', ')}`, {
      group_ids: 'Group not found',
    });
}

async function assertUnique(
  db: Db,
  field: 'identifier' | 'slug',
  value: string,
  exceptId: number,
): Promise<void> {
  const r = await db.query(`SELECT 1 FROM slots WHERE ${field} = $1 AND id <> $2`, [
    value,
    exceptId,
  ]);
  if (r.rows.length > 0)
    throw new HttpError(409, `A slot with this ${field} already exists`, {
      [field]: `A slot with this ${field} already exists`,
    });
}

/** Appends the slot at the end of each group it is not yet in. */
async function addToGroups(db: Db, slotId: number, groupIds: readonly number[]): Promise<void> {
  for (const gid of groupIds) {
    await db.query(
      `INSERT INTO slot_groups (slot_id, group_id, position)
       SELECT $1, $2, COALESCE(MAX(position), 0) + 1 FROM slot_groups WHERE group_id = $2
       ON CONFLICT (slot_id, group_id) DO NOTHING`,
      [slotId, gid],
    );
  }
}

/** Removes memberships and closes the gaps so positions stay 1..n. */
async function removeFromGroups(
  db: Db,
  slotId: number,
  groupIds: readonly number[],
): Promise<number> {
  let removed = 0;
  for (const gid of groupIds) {
    const r = await db.query<{ position: number }>(
      `DELETE FROM slot_groups WHERE slot_id = $1 AND group_id = $2 RETURNING position`,
      [slotId, gid],
    );
    const pos = r.rows[0]?.position;
    if (pos !== undefined) {
      removed++;
      await db.query(
        `UPDATE slot_groups SET position = position - 1 WHERE group_id = $1 AND position > $2`,
        [gid, pos],
      );
    }
  }
  return removed;
}

export async function slotRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.sandbox;
  const { db } = ctx;
  const out = (r: Row, t: TitleField = 'both'): Row => slotOut(ctx, r, t);

  /** `{slots, total, totalPages}` */
  app.get('/slots/filter', async (req) => {
    const q = req.query as Row;
    const page = qInt(q, 'page', 1);
    const limit = qInt(q, 'limit', 10, 1, 5000);
    const order = qOrder(q);
    const groupId = qOptInt(q, 'groupId');
    const displayProviderId = qOptInt(q, 'displayProviderId');
    const isArchived = qBool(q, 'isArchived');
    const params: unknown[] = [];
    const conds: string[] = [];
    let join = '';
    if (groupId !== undefined) {
      const g = await db.query(`SELECT 1 FROM groups WHERE id = $1`, [groupId]);
      if (g.rows.length === 0) throw notFound('Group');
      params.push(groupId);
      join = `JOIN slot_groups m ON m.slot_id = s.id AND m.group_id = $${params.length}`;
    }
    if (displayProviderId !== undefined) {
      params.push(displayProviderId);
      conds.push(`s.display_provider_id = $${params.length}`);
    }
    if (isArchived !== undefined) {
      params.push(isArchived);
      conds.push(`s.archived = $${params.length}`);
    }
    const sortColumn = qBool(q, 'byTitle')
      ? 'title'
      : qBool(q, 'byReleased')
        ? 'released_at'
        : qBool(q, 'byUpdated')
          ? 'updated_at'
          : groupId !== undefined
            ? 'position'
            : 'order_hint';
    const sortKey = (alias: string) =>
      sortColumn === 'title' ? `lower(${alias}.title)` : `${alias}.${sortColumn}`;
    const where = conds.length ? `WHERE ${conds.join(' AND ')}` : '';
    // A group in its own order with no other filter needs only the memberships (`$1` is the
    // group) for the count and the page's ids; every membership is of a slot that exists.
    const membersOnly = sortColumn === 'position' && conds.length === 0;
    const total =
      (
        await db.query<{ n: number }>(
          membersOnly
            ? `SELECT COUNT(*)::int AS n FROM slot_groups m WHERE m.group_id = $1`
            : `SELECT COUNT(*)::int AS n FROM slots s ${join} ${where}`,
          params,
        )
      ).rows[0]?.n ?? 0;
    // The page's ids first (a narrow sort), then the rows, providers and groups of those 100
    // only: building them for every slot of a 1,200-slot group and dropping all but one page made
    // each page cost the whole group (order mode asks for all 12 pages).
    const range = `LIMIT ${limit} OFFSET ${(page - 1) * limit}`;
    const pageIds = membersOnly
      ? `SELECT m.slot_id AS id, m.position FROM slot_groups m WHERE m.group_id = $1 ORDER BY m.position ${order} NULLS LAST, m.slot_id ${order} ${range}`
      : `SELECT s.id${groupId !== undefined ? ', m.position' : ''} FROM slots s ${join} ${where} ORDER BY ${sortKey(sortColumn === 'position' ? 'm' : 's')} ${order} NULLS LAST, s.id ${order} ${range}`;
    const select = SLOT_SELECT.replace(
      'SELECT s.*,',
      `SELECT s.*,${groupId !== undefined ? ' m.position,' : ''}`,
    ).replace('FROM slots s', `FROM (${pageIds}) m JOIN slots s ON s.id = m.id`);
    const rows = await slotRows(
      db,
      select,
      params,
      `${sortKey('x')} ${order} NULLS LAST, x.id ${order}`,
    );
    return {
      slots: rows.map((r) => out(r, 'title')),
      total,
      totalPages: totalPages(total, limit),
      page,
    };
  });

  /** `{data, total, totalPages}` with `name` instead of `title`. */
  app.get('/slots/search', async (req) => {
    const q = req.query as Row;
    const page = qInt(q, 'page', 1);
    const limit = qInt(q, 'limit', 10, 1, 5000);
    const search = qStr(q, 'search');
    const isArchived = qBool(q, 'isArchived');
    const params: unknown[] = [];
    const conds: string[] = [];
    if (search) {
      params.push(likePattern(search));
      conds.push(
        `(s.title ILIKE $1 OR s.identifier ILIKE $1 OR p.display_name ILIKE $1 OR dp.display_name ILIKE $1)`,
      );
    }
    if (isArchived !== undefined) {
      params.push(isArchived);
      conds.push(`s.archived = $${params.length}`);
    }
    const where = conds.length ? `WHERE ${conds.join(' AND ')}` : '';
    const total =
      (
        await db.query<{ n: number }>(
          `SELECT COUNT(*)::int AS n FROM slots s LEFT JOIN providers p ON p.id = s.provider_id
           LEFT JOIN providers dp ON dp.id = s.display_provider_id ${where}`,
          params,
        )
      ).rows[0]?.n ?? 0;
    const rows = await slotRows(
      db,
      `${SLOT_SELECT} ${where} ORDER BY s.order_hint, s.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      params,
      'x.order_hint, x.id',
    );
    return {
      data: rows.map((r) => out(r, 'name')),
      total,
      totalPages: totalPages(total, limit),
      page,
    };
  });

  /** `{data, total, page, totalPages}`; filters: id, slug, includeArchived (default false). */
  app.get('/slots', async (req) => {
    const q = req.query as Row;
    const page = qInt(q, 'page', 1);
    const limit = qInt(q, 'limit', 10, 1, 5000);
    const id = qOptInt(q, 'id');
    const slug = qStr(q, 'slug');
    const includeArchived = qBool(q, 'includeArchived') ?? false;
    const params: unknown[] = [];
    const conds: string[] = [];
    if (id !== undefined) {
      params.push(id);
      conds.push(`s.id = $${params.length}`);
    }
    if (slug) {
      params.push(slug);
      conds.push(`s.slug = $${params.length}`);
    }
    if (!includeArchived) conds.push('NOT s.archived');
    const where = conds.length ? `WHERE ${conds.join(' AND ')}` : '';
    const total =
      (await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM slots s ${where}`, params))
        .rows[0]?.n ?? 0;
    const rows = await slotRows(
      db,
      `${SLOT_SELECT} ${where} ORDER BY s.order_hint, s.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      params,
      'x.order_hint, x.id',
    );
    return {
      data: rows.map((r) => out(r)),
      total,
      page,
      totalPages: totalPages(total, limit),
    };
  });

  /** `{data, pagination:{total, totalPages, page}}` */
  app.get('/archived/slots', async (req) => {
    const q = req.query as Row;
    const page = qInt(q, 'page', 1);
    const limit = qInt(q, 'limit', 20, 1, 5000);
    const total =
      (await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM slots WHERE archived`)).rows[0]
        ?.n ?? 0;
    const rows = await slotRows(
      db,
      `${SLOT_SELECT} WHERE s.archived ORDER BY s.updated_at DESC, s.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      [],
      'x.updated_at DESC, x.id DESC',
    );
    return {
      data: rows.map((r) => out(r)),
      pagination: { total, totalPages: totalPages(total, limit), page, limit },
    };
  });

  app.get('/slots/:id', async (req) => out(await slotRow(db, idParam(req.params))));

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
      // a slot from production with POST /delete-from-casino, spec 1 §7).
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
