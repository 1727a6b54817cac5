import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  idParam,
  likePattern,
  notFound,
  parseBody,
  qBool,
  qInt,
  qStr,
  totalPages,
} from '../lib/http.js';
import { themeOut } from '../lib/serialize.js';
import {
  assertUniqueSlug,
  readThemeFiles,
  themeBody,
  type Row,
  type UploadedFile,
} from './tables-themes-shared.js';

/** Table themes and their files, under `/themes` and `/api/themes`. */
export async function themeRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.sandbox;
  const { db } = ctx;
  const withFiles = async (rows: Row[]): Promise<Row[]> => {
    if (rows.length === 0) return [];
    const f = await db.query<Row>(
      `SELECT theme_id, name, size, content_type FROM theme_files WHERE theme_id = ANY($1::int[]) ORDER BY name`,
      [rows.map((r) => r.id)],
    );
    return rows.map((r) =>
      themeOut(
        ctx,
        r,
        f.rows.filter((x) => x.theme_id === r.id),
      ),
    );
  };
  const themeById = async (id: number): Promise<Row> => {
    const r = await db.query<Row>(`SELECT * FROM themes WHERE id = $1`, [id]);
    if (!r.rows[0]) throw notFound('Theme');
    const [t] = await withFiles(r.rows);
    return t ?? {};
  };
  const listThemes = async (q: Row) => {
    const isActive = qBool(q, 'isActive');
    const search = qStr(q, 'search');
    const page = qInt(q, 'page', 1);
    const limit = qInt(q, 'limit', 100, 1, 1000);
    const conds: string[] = [];
    const params: unknown[] = [];
    if (isActive !== undefined) {
      params.push(isActive);
      conds.push(`is_active = $${params.length}`);
    }
    if (search) {
      params.push(likePattern(search));
      conds.push(`(name ILIKE $${params.length} OR slug ILIKE $${params.length})`);
    }
    const where = conds.length ? `WHERE ${conds.join(' AND ')}` : '';
    const total =
      (await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM themes ${where}`, params))
        .rows[0]?.n ?? 0;
    const rows = await db.query<Row>(
      `SELECT * FROM themes ${where} ORDER BY id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      params,
    );
    return {
      themes: await withFiles(rows.rows),
      total,
      page,
      totalPages: totalPages(total, limit),
    };
  };
  const createTheme = async (body: unknown): Promise<Row> => {
    const b = parseBody(themeBody, body);
    const id = await db.transaction(async (tx) => {
      await assertUniqueSlug(tx, 'themes', b.slug, 0);
      const r = await tx.query<{ id: number }>(
        `INSERT INTO themes (id, name, slug, description, is_active) VALUES ((SELECT COALESCE(MAX(id), 0) + 1 FROM themes), $1, $2, $3, $4) RETURNING id`,
        [b.name, b.slug, b.description ?? '', b.isActive ?? true],
      );
      return r.rows[0]?.id ?? 0;
    });
    return themeById(id);
  };
  const updateTheme = async (id: number, body: unknown): Promise<Row> => {
    await db.transaction(async (tx) => {
      const cur = await tx.query<Row>(`SELECT * FROM themes WHERE id = $1`, [id]);
      const t = cur.rows[0];
      if (!t) throw notFound('Theme');
      const b = parseBody(themeBody, {
        name: t.name,
        slug: t.slug,
        description: t.description,
        isActive: t.is_active,
        ...((body as Row | null) ?? {}),
      });
      await assertUniqueSlug(tx, 'themes', b.slug, id);
      await tx.query(
        `UPDATE themes SET name = $2, slug = $3, description = $4, is_active = $5, updated_at = now() WHERE id = $1`,
        [id, b.name, b.slug, b.description ?? '', b.isActive ?? true],
      );
      if (b.slug !== t.slug)
        await tx.query(`UPDATE casino_tables SET theme = $2 WHERE theme = $1`, [t.slug, b.slug]);
    });
    return themeById(id);
  };
  const deleteTheme = async (id: number): Promise<void> => {
    await db.transaction(async (tx) => {
      const cur = await tx.query<Row>(`SELECT * FROM themes WHERE id = $1`, [id]);
      if (!cur.rows[0]) throw notFound('Theme');
      await tx.query(
        `DELETE FROM blobs WHERE key IN (SELECT blob_key FROM theme_files WHERE theme_id = $1)`,
        [id],
      );
      await tx.query(`DELETE FROM theme_files WHERE theme_id = $1`, [id]);
      await tx.query(`DELETE FROM themes WHERE id = $1`, [id]);
    });
  };
  const storeFiles = async (id: number, files: UploadedFile[], replace: boolean): Promise<Row> => {
    await db.transaction(async (tx) => {
      const cur = await tx.query<Row>(`SELECT slug FROM themes WHERE id = $1`, [id]);
      if (!cur.rows[0]) throw notFound('Theme');
      const old = await tx.query<{ name: string; blob_key: string }>(
        `SELECT name, blob_key FROM theme_files WHERE theme_id = $1`,
        [id],
      );
      const names = new Set(files.map((f) => f.name));
      const dropped = old.rows.filter((f) => replace || names.has(f.name));
      if (dropped.length > 0) {
        await tx.query(`DELETE FROM blobs WHERE key = ANY($1::text[])`, [
          dropped.map((f) => f.blob_key),
        ]);
        await tx.query(`DELETE FROM theme_files WHERE theme_id = $1 AND name = ANY($2::text[])`, [
          id,
          dropped.map((f) => f.name),
        ]);
      }
      for (const f of files) {
        const key = `themes/${id}/${randomUUID()}`;
        await tx.query(`INSERT INTO blobs (key, content_type, data) VALUES ($1, $2, $3)`, [
          key,
          f.contentType,
          f.data,
        ]);
        await tx.query(
          `INSERT INTO theme_files (theme_id, name, size, content_type, blob_key) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (theme_id, name) DO UPDATE SET size = EXCLUDED.size, content_type = EXCLUDED.content_type, blob_key = EXCLUDED.blob_key`,
          [id, f.name, f.size, f.contentType, key],
        );
      }
      await tx.query(`UPDATE themes SET updated_at = now() WHERE id = $1`, [id]);
    });
    return themeById(id);
  };
  const upload = (replace: boolean) => async (req: FastifyRequest) => {
    const id = idParam(req.params);
    await themeById(id);
    const files = await readThemeFiles(req);
    const theme = await storeFiles(id, files, replace);
    return {
      success: true,
      message: replace
        ? `Replaced theme files with ${files.length} files`
        : `Uploaded ${files.length} files`,
      uploaded: files.map((f) => ({ name: f.name, size: f.size })),
      data: theme,
    };
  };

  for (const base of ['/themes', '/api/themes']) {
    const envelope = base === '/api/themes';
    app.get(base, async (req) => {
      const r = await listThemes(req.query as Row);
      return envelope ? { success: true, data: r.themes, total: r.total } : r;
    });
    app.post(base, async (req, reply) => {
      reply.code(201);
      const t = await createTheme(req.body);
      return envelope ? { success: true, data: t } : t;
    });
    app.get(`${base}/slug/:slug`, async (req) => {
      const { slug } = req.params as { slug: string };
      const r = await db.query<Row>(`SELECT * FROM themes WHERE slug = $1`, [slug]);
      if (!r.rows[0]) throw notFound('Theme');
      const [t] = await withFiles(r.rows);
      return envelope ? { success: true, data: t } : t;
    });
    app.get(`${base}/:id`, async (req) => {
      const t = await themeById(idParam(req.params));
      return envelope ? { success: true, data: t } : t;
    });
    app.put(`${base}/:id`, async (req) => {
      const t = await updateTheme(idParam(req.params), req.body);
      return envelope ? { success: true, data: t } : t;
    });
    app.delete(`${base}/:id`, async (req) => {
      await deleteTheme(idParam(req.params));
      return { success: true, message: 'Theme deleted' };
    });
    app.post(`${base}/:id/upload`, upload(false));
    app.put(`${base}/:id/files/replace`, upload(true));
  }
}
