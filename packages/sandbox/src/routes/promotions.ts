import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { storeUploadedImage } from '../images.js';
import {
  HttpError,
  badRequest,
  idParam,
  likePattern,
  notFound,
  qBool,
  qInt,
  qOrder,
  qStr,
} from '../lib/http.js';
import { applyOrderChanges } from '../lib/reorder.js';
import { promotionOut } from '../lib/serialize.js';
import { validatePromotion } from './promotion-fields.js';

type Row = Record<string, unknown>;

async function getPromotion(db: Db, id: number): Promise<Row> {
  const r = await db.query<Row>(`SELECT * FROM promotions WHERE id = $1`, [id]);
  if (!r.rows[0]) throw notFound('Promotion');
  return r.rows[0];
}

export async function promotionRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.sandbox;
  const { db } = ctx;

  const list = async (q: Row, search: string | undefined) => {
    const page = qInt(q, 'page', 1);
    const limit = qInt(q, 'limit', 9, 1, 1000);
    const order = qOrder(q);
    const isArchived = qBool(q, 'isArchived') ?? false;
    const params: unknown[] = [isArchived];
    let where = 'WHERE archived = $1';
    if (search) {
      params.push(likePattern(search));
      where += ` AND (title ILIKE $2 OR subtitle ILIKE $2 OR game_group ILIKE $2)`;
    }
    const sort = qBool(q, 'byTitle')
      ? 'lower(title)'
      : qBool(q, 'byActiveFrom')
        ? 'active_from'
        : qBool(q, 'byActiveUntil')
          ? 'active_until'
          : qBool(q, 'byUpdated')
            ? 'updated_at'
            : 'order_hint';
    const total =
      (await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM promotions ${where}`, params))
        .rows[0]?.n ?? 0;
    const rows = await db.query<Row>(
      `SELECT * FROM promotions ${where} ORDER BY ${sort} ${order}, id ${order} LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      params,
    );
    return { rows: rows.rows, total, page, limit };
  };

  /** `{promotions, total}` with camelCase gameGroup/buttonText. */
  app.get('/promotions/filter', async (req) => {
    const { rows, total, page } = await list(req.query as Row, undefined);
    return { promotions: rows.map((r) => promotionOut(ctx, r, 'camel')), total, page };
  });

  /** `{promotions, total}` with snake_case; 404 `{message:'No promotions found'}` when nothing matches. */
  app.get('/promotions/search', async (req) => {
    const q = req.query as Row;
    const { rows, total, page } = await list(q, qStr(q, 'search'));
    if (total === 0) throw new HttpError(404, 'No promotions found');
    return { promotions: rows.map((r) => promotionOut(ctx, r, 'snake')), total, page };
  });

  /** $1…$10 of create, $2…$11 of update: the validated fields in column order. */
  const columnValues = (f: ReturnType<typeof validatePromotion>) => [
    f.title,
    f.subtitle,
    f.game_group,
    JSON.stringify(f.text),
    f.active_from,
    f.active_until,
    f.archived,
    f.redirected,
    f.url,
    f.button_text,
  ];

  app.post('/promotions/create', async (req, reply) => {
    const f = validatePromotion((req.body as Row | null) ?? {}, null);
    const row = await db.transaction(async (tx) => {
      const r = await tx.query<Row>(
        `INSERT INTO promotions (id, title, subtitle, game_group, text, active_from, active_until, archived, live,
           unpublished, redirected, url, button_text, order_hint)
         VALUES ((SELECT COALESCE(MAX(id), 0) + 1 FROM promotions), $1, $2, $3, $4::jsonb, $5, $6, $7, false, true, $8, $9, $10,
           (SELECT COALESCE(MAX(order_hint), 0) + 1 FROM promotions))
         RETURNING *`,
        columnValues(f),
      );
      return r.rows[0] ?? {};
    });
    reply.code(201);
    return { success: true, message: 'Promotion created', data: promotionOut(ctx, row) };
  });

  app.patch('/promotions/update/bulkOrder', async (req) => {
    const body = (req.body as Row | null) ?? {};
    const orders = body.promotionOrders;
    if (!Array.isArray(orders) || orders.length === 0)
      throw badRequest('Validation failed: promotionOrders must be a non-empty array', {
        promotionOrders: 'promotionOrders must be a non-empty array',
      });
    const errors: Record<string, string> = {};
    const changes = orders.map((o: unknown, i) => {
      const e = (o ?? {}) as Row;
      const id = Number(e.promotionID);
      if (
        e.promotionID === undefined ||
        e.promotionID === null ||
        e.promotionID === '' ||
        !Number.isInteger(id)
      )
        errors[`promotionOrders.${i}.promotionID`] = 'promotionID is required';
      if (typeof e.order_hint !== 'number' || e.order_hint < 0)
        errors[`promotionOrders.${i}.order_hint`] = 'order_hint must be a number of at least 0';
      return { id, position: Number(e.order_hint) };
    });
    if (Object.keys(errors).length > 0)
      throw badRequest(`Validation failed: ${Object.values(errors)[0]}`, errors);
    return db.transaction(async (tx) => {
      const cur = await tx.query<{ id: number; order_hint: number }>(
        `SELECT id, order_hint FROM promotions WHERE NOT archived ORDER BY order_hint, id`,
      );
      const archivedRows = await tx.query<{ id: number; order_hint: number }>(
        `SELECT id, order_hint FROM promotions WHERE archived ORDER BY order_hint, id`,
      );
      const known = new Set(cur.rows.map((r) => r.id));
      const unknown = changes.find((c) => !known.has(c.id));
      if (unknown) {
        const exists = await tx.query(`SELECT 1 FROM promotions WHERE id = $1`, [unknown.id]);
        if (exists.rows.length === 0) throw notFound('Promotion');
        throw badRequest(`Promotion ${unknown.id} is archived and cannot be ordered`);
      }
      const next = applyOrderChanges(
        cur.rows.map((r) => r.id),
        changes,
        'Promotion',
      );
      const before = new Map([...cur.rows, ...archivedRows.rows].map((r) => [r.id, r.order_hint]));
      // archived promotions keep their relative order after the live list
      const changed = [...next, ...archivedRows.rows.map((r) => r.id)]
        .map((id, i) => ({ id, order_hint: i + 1 }))
        .filter((c) => before.get(c.id) !== c.order_hint);
      if (changed.length > 0) {
        await tx.query(
          `UPDATE promotions p SET order_hint = v.order_hint, updated_at = now()
           FROM json_to_recordset($1::json) AS v(id int, order_hint int) WHERE p.id = v.id`,
          [JSON.stringify(changed)],
        );
      }
      return { success: true, message: 'Promotion order updated', updated: changed.length };
    });
  });

  app.post('/promotions/publish', async () => {
    const r = await db.query(
      `UPDATE promotions SET live = true, unpublished = false, updated_at = now() WHERE NOT archived AND (NOT live OR unpublished)`,
    );
    const total = await db.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM promotions WHERE NOT archived`,
    );
    ctx.events.emitAdmin('promotions_published', { count: total.rows[0]?.n ?? 0 });
    return {
      success: true,
      message: 'Promotions published successfully to casino',
      published: total.rows[0]?.n ?? 0,
      changed: r.affectedRows ?? 0,
    };
  });

  /** Bare promotion (snake_case). */
  app.get('/promotions/:id', async (req) =>
    promotionOut(ctx, await getPromotion(db, idParam(req.params))),
  );

  app.patch('/promotions/:id/update', async (req) => {
    const id = idParam(req.params);
    const body = (req.body as Row | null) ?? {};
    if (body.id !== undefined && Number(body.id) !== id)
      throw badRequest('Validation failed: id in the body does not match the path', {
        id: 'id does not match the path',
      });
    return db.transaction(async (tx) => {
      const cur = await getPromotion(tx, id);
      const f = validatePromotion(body, cur);
      const r = await tx.query<Row>(
        `UPDATE promotions SET title = $2, subtitle = $3, game_group = $4, text = $5::jsonb, active_from = $6, active_until = $7,
           archived = $8, redirected = $9, url = $10, button_text = $11, live = CASE WHEN $8 THEN false ELSE live END,
           unpublished = CASE WHEN $8 THEN true ELSE unpublished END, updated_at = now()
         WHERE id = $1 RETURNING *`,
        [id, ...columnValues(f)],
      );
      return {
        success: true,
        message: 'Promotion updated',
        data: promotionOut(ctx, r.rows[0] ?? {}),
      };
    });
  });

  /** multipart, field `imageFile` → `{success, image_url}` */
  app.post('/promotions/:id/updateImage', async (req) => {
    const id = idParam(req.params);
    await getPromotion(db, id);
    const stored = await storeUploadedImage(req, `promotions/${id}`, ['imageFile']);
    await db.query(`UPDATE promotions SET image_url = $2, updated_at = now() WHERE id = $1`, [
      id,
      stored.path,
    ]);
    return { success: true, message: 'Promotion image updated', image_url: ctx.url(stored.path) };
  });

  app.delete('/promotions/:id/deleteImage', async (req) => {
    const id = idParam(req.params);
    const p = await getPromotion(db, id);
    if (!p.image_url) throw notFound('Promotion image');
    await db.query(`UPDATE promotions SET image_url = NULL, updated_at = now() WHERE id = $1`, [
      id,
    ]);
    return { success: true, message: 'Promotion image deleted' };
  });

  app.delete('/promotions/:id/delete', async (req) => {
    const id = idParam(req.params);
    await getPromotion(db, id);
    await db.query(`DELETE FROM promotions WHERE id = $1`, [id]);
    return { success: true, message: 'Promotion deleted', id };
  });
}
