import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, idParam, notFound, parseBody, qBool } from '../lib/http.js';
import { slugify } from '../lib/random.js';
import { groupOut } from '../lib/serialize.js';
import { optBool, optInt, optString, reqString } from '../lib/validators.js';

const createGroup = z.object({
  display_name: reqString('Display name is required', 200),
  name: optString(200),
  slug: optString(200),
  order_hint: optInt('Order hint must be an integer'),
  archived: optBool(),
});
const updateGroup = z.object({
  display_name: reqString('Display name is required', 200).optional(),
  name: optString(200),
  slug: optString(200),
  order_hint: optInt('Order hint must be an integer'),
  archived: optBool(),
});

export async function groupRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.sandbox;

  app.get('/groups/all', async (req) => {
    const archived = qBool(req.query as Record<string, unknown>, 'archived');
    const rows = await db.query<Record<string, unknown>>(
      `SELECT * FROM groups ${archived === undefined ? '' : 'WHERE archived = $1'} ORDER BY order_hint, id`,
      archived === undefined ? [] : [archived],
    );
    return rows.rows.map(groupOut);
  });

  app.post('/groups', async (req, reply) => {
    const body = parseBody(createGroup, req.body);
    const slug = body.slug ? slugify(body.slug) : slugify(body.display_name);
    if (!slug)
      throw new HttpError(400, 'Validation failed: Slug is required', { slug: 'Slug is required' });
    const row = await db.transaction(async (tx) => {
      const dup = await tx.query(`SELECT 1 FROM groups WHERE slug = $1`, [slug]);
      if (dup.rows.length > 0)
        throw new HttpError(409, 'A group with this slug already exists', {
          slug: 'A group with this slug already exists',
        });
      const r = await tx.query<Record<string, unknown>>(
        `INSERT INTO groups (id, name, display_name, slug, order_hint, archived)
         VALUES ((SELECT COALESCE(MAX(id), 0) + 1 FROM groups), $1, $2, $3,
                 COALESCE($4, (SELECT COALESCE(MAX(order_hint), 0) + 1 FROM groups)), $5)
         RETURNING *`,
        [
          body.name ?? slug.replace(/-/g, '_'),
          body.display_name,
          slug,
          body.order_hint ?? null,
          body.archived ?? false,
        ],
      );
      return r.rows[0];
    });
    reply.code(201);
    return groupOut(row ?? {});
  });

  app.put('/groups/:id', async (req) => {
    const id = idParam(req.params);
    const body = parseBody(updateGroup, req.body);
    return db.transaction(async (tx) => {
      const cur = await tx.query<Record<string, unknown>>(
        `SELECT * FROM groups WHERE id = $1 FOR UPDATE`,
        [id],
      );
      const g = cur.rows[0];
      if (!g) throw notFound('Group');
      const slug = body.slug !== undefined ? slugify(body.slug) : (g.slug as string);
      if (slug !== g.slug) {
        const dup = await tx.query(`SELECT 1 FROM groups WHERE slug = $1 AND id <> $2`, [slug, id]);
        if (dup.rows.length > 0)
          throw new HttpError(409, 'A group with this slug already exists', {
            slug: 'A group with this slug already exists',
          });
      }
      const r = await tx.query<Record<string, unknown>>(
        `UPDATE groups SET display_name = $2, name = $3, slug = $4, order_hint = $5, archived = $6, updated_at = now()
         WHERE id = $1 RETURNING *`,
        [
          id,
          body.display_name ?? g.display_name,
          body.name ?? g.name,
          slug,
          body.order_hint ?? g.order_hint,
          body.archived ?? g.archived,
        ],
      );
      return groupOut(r.rows[0] ?? {});
    });
  });
}
