import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { storeUploadedImage } from '../images.js';
import { HttpError, idParam, parseBody, qStr } from '../lib/http.js';
import { slugify } from '../lib/random.js';
import { applyOrderChanges } from '../lib/reorder.js';
import { providerOut } from '../lib/serialize.js';
import {
  bulkOrder,
  createProvider,
  getProvider,
  imageBody,
  type Row,
  updateProvider,
} from './providers-shared.js';

/** Creating, editing, ordering and archiving providers, and their images. */
export async function providerWriteRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.sandbox;
  const { db } = ctx;
  const out = (r: Row | undefined): Row => providerOut(ctx, r ?? {});
  app.post('/providers/create', async (req, reply) => {
    const body = parseBody(createProvider, req.body);
    const slug = slugify(body.slug ?? body.display_name);
    if (!slug)
      throw new HttpError(400, 'Validation failed: Display name is required', {
        display_name: 'Display name is required',
      });
    const row = await db.transaction(async (tx) => {
      const dup = await tx.query(`SELECT 1 FROM providers WHERE slug = $1`, [slug]);
      if (dup.rows.length > 0)
        throw new HttpError(409, 'A provider with this name already exists', {
          display_name: 'A provider with this name already exists',
        });
      const r = await tx.query<Row>(
        `INSERT INTO providers (id, display_name, description, slug, live, archived, unedited, order_hint)
         VALUES ((SELECT COALESCE(MAX(id), 0) + 1 FROM providers), $1, $2, $3, $4, $5, false,
                 (SELECT COALESCE(MAX(order_hint), 0) + 1 FROM providers))
         RETURNING *`,
        [
          body.display_name,
          body.description ?? '',
          slug,
          body.live ?? false,
          body.archived ?? false,
        ],
      );
      return r.rows[0];
    });
    reply.code(201);
    return out(row);
  });

  /**
   * Positions are 1-based among the non-archived providers, as `GET /providers/all` lists them.
   * Archived providers keep their relative order after them.
   */
  app.patch('/providers/bulk-order', async (req) => {
    const body = parseBody(bulkOrder, req.body);
    return db.transaction(async (tx) => {
      const cur = await tx.query<{ id: number; order_hint: number; archived: boolean }>(
        `SELECT id, order_hint, archived FROM providers ORDER BY order_hint, id`,
      );
      const active = cur.rows.filter((r) => !r.archived);
      const archived = cur.rows.filter((r) => r.archived);
      const unknown = body.providerOrders.find((o) => !active.some((r) => r.id === o.providerId));
      if (unknown && archived.some((r) => r.id === unknown.providerId))
        throw new HttpError(
          400,
          `Provider ${unknown.providerId} is archived and cannot be ordered`,
        );
      const next = applyOrderChanges(
        active.map((r) => r.id),
        body.providerOrders.map((o) => ({ id: o.providerId, position: o.order })),
        'Provider',
      );
      const moved = new Set(body.providerOrders.map((o) => o.providerId));
      const before = new Map(cur.rows.map((r) => [r.id, r.order_hint]));
      const changed = [...next, ...archived.map((r) => r.id)]
        .map((id, i) => ({ id, order_hint: i + 1, edited: moved.has(id) }))
        .filter((c) => before.get(c.id) !== c.order_hint);
      if (changed.length > 0) {
        await tx.query(
          `UPDATE providers p SET order_hint = v.order_hint, unedited = CASE WHEN v.edited THEN false ELSE p.unedited END,
             updated_at = now()
           FROM json_to_recordset($1::json) AS v(id int, order_hint int, edited boolean) WHERE p.id = v.id`,
          [JSON.stringify(changed)],
        );
      }
      return { success: true, message: 'Provider order updated', updated: changed.length };
    });
  });

  const update = async (id: number, body: z.output<typeof updateProvider>): Promise<Row> =>
    db.transaction(async (tx) => {
      const p = await getProvider(tx, id);
      const r = await tx.query<Row>(
        `UPDATE providers SET display_name = $2, description = $3, archived = $4, live = $5, order_hint = $6,
           image_url = $7, unedited = false, updated_at = now() WHERE id = $1 RETURNING *`,
        [
          id,
          body.display_name ?? p.display_name,
          body.description ?? p.description,
          body.archived ?? p.archived,
          body.live ?? (body.archived === true ? false : p.live),
          body.order_hint ?? p.order_hint,
          body.image_url !== undefined ? body.image_url : p.image_url,
        ],
      );
      if (body.archived === true) await tx.query(`DELETE FROM prod_providers WHERE id = $1`, [id]);
      return out(r.rows[0]);
    });

  app.patch('/providers/:id', async (req) =>
    update(idParam(req.params), parseBody(updateProvider, req.body)),
  );
  app.patch('/providers/:id/update', async (req) =>
    update(idParam(req.params), parseBody(updateProvider, req.body)),
  );
  app.patch('/providers/:id/archive', async (req) =>
    update(idParam(req.params), { archived: true }),
  );
  app.patch('/providers/:id/unarchive', async (req) =>
    update(idParam(req.params), { archived: false }),
  );
  app.patch('/providers/:id/toggle-live', async (req) => {
    const id = idParam(req.params);
    return db.transaction(async (tx) => {
      const p = await getProvider(tx, id);
      if (p.archived && !p.live)
        throw new HttpError(409, 'An archived provider cannot be set live');
      const r = await tx.query<Row>(
        `UPDATE providers SET live = NOT live, unedited = false, updated_at = now() WHERE id = $1 RETURNING *`,
        [id],
      );
      return out(r.rows[0]);
    });
  });

  app.patch('/providers/:id/image', async (req) => {
    const id = idParam(req.params);
    const body = parseBody(imageBody, req.body);
    return update(id, { image_url: body.image_url });
  });

  /** multipart, field `image`, `?type=logo` → `{success, image_url}` */
  app.patch('/providers/:id/updateProviderImage', async (req) => {
    const id = idParam(req.params);
    await getProvider(db, id);
    const type = qStr(req.query as Row, 'type') ?? 'logo';
    if (type !== 'logo')
      throw new HttpError(400, 'Validation failed: type must be logo', {
        type: 'type must be logo',
      });
    const stored = await storeUploadedImage(req, `providers/${id}`);
    await db.query(
      `UPDATE providers SET image_url = $2, unedited = false, updated_at = now() WHERE id = $1`,
      [id, stored.path],
    );
    return { success: true, image_url: ctx.url(stored.path) };
  });

  app.patch('/providers/:id/reset', async (req) => {
    const id = idParam(req.params);
    return db.transaction(async (tx) => {
      await getProvider(tx, id);
      const prod = await tx.query(`SELECT 1 FROM prod_providers WHERE id = $1`, [id]);
      if (prod.rows.length === 0)
        throw new HttpError(
          409,
          'Provider has not been published yet; there is nothing to reset to',
        );
      await tx.query(`DELETE FROM providers WHERE id = $1`, [id]);
      const r = await tx.query<Row>(
        `INSERT INTO providers SELECT * FROM prod_providers WHERE id = $1 RETURNING *`,
        [id],
      );
      return out(r.rows[0]);
    });
  });

  app.delete('/providers/:id/delete', async (req) => {
    const id = idParam(req.params);
    return db.transaction(async (tx) => {
      await getProvider(tx, id);
      const used = await tx.query<{ n: number }>(
        `SELECT COUNT(*)::int AS n FROM slots WHERE provider_id = $1 OR display_provider_id = $1`,
        [id],
      );
      const n = used.rows[0]?.n ?? 0;
      if (n > 0) throw new HttpError(409, `Provider has ${n} slots; delete or move them first`);
      await tx.query(`DELETE FROM providers WHERE id = $1`, [id]);
      await tx.query(`DELETE FROM prod_providers WHERE id = $1`, [id]);
      return { success: true, message: 'Provider deleted successfully', id };
    });
  });
}
