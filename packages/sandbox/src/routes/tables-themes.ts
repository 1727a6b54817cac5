import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import {
  HttpError,
  badRequest,
  idParam,
  likePattern,
  notFound,
  parseBody,
  qBool,
  qInt,
  qStr,
  totalPages,
} from '../lib/http.js';
import { tableOut, themeOut } from '../lib/serialize.js';
import { optBool, optString } from '../lib/validators.js';

type Row = Record<string, unknown>;
const MAX_THEME_FILES = 100;

const tableBody = z.object({
  name: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: 'Name is required' }).min(1, 'Name is required').max(200),
  ),
  slug: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: 'Slug is required' })
      .min(1, 'Slug is required')
      .regex(/^[a-z0-9-]+$/, 'Slug can only contain lowercase letters, numbers, and hyphens'),
  ),
  stake: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: 'Stake is required' }).gt(0, 'Stake must be greater than 0'),
  ),
  theme: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v === null ? undefined : v),
    z.union([z.string().min(1, 'Theme is required'), z.number().int().positive()], {
      error: 'Theme is required',
    }),
  ),
});

const themeBody = z.object({
  name: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: 'Theme name is required' }).min(1, 'Theme name is required').max(200),
  ),
  slug: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: 'Theme slug is required' })
      .min(1, 'Theme slug is required')
      .regex(
        /^[a-z0-9_-]+$/,
        'Theme slug must contain only lowercase letters, numbers, hyphens, and underscores',
      ),
  ),
  description: optString(2000),
  isActive: optBool(),
});

async function getTable(db: Db, id: number): Promise<Row> {
  const r = await db.query<Row>(`SELECT * FROM casino_tables WHERE id = $1`, [id]);
  if (!r.rows[0]) throw notFound('Table');
  return r.rows[0];
}

async function resolveTheme(db: Db, theme: string | number): Promise<string> {
  const r =
    typeof theme === 'number'
      ? await db.query<{ slug: string }>(`SELECT slug FROM themes WHERE id = $1`, [theme])
      : await db.query<{ slug: string }>(`SELECT slug FROM themes WHERE slug = $1`, [theme]);
  const slug = r.rows[0]?.slug;
  if (!slug) throw badRequest('Validation failed: Theme not found', { theme: 'Theme not found' });
  return slug;
}

async function assertUniqueSlug(
  db: Db,
  table: 'casino_tables' | 'themes',
  slug: string,
  exceptId: number,
): Promise<void> {
  const r = await db.query(`SELECT 1 FROM ${table} WHERE slug = $1 AND id <> $2`, [slug, exceptId]);
  if (r.rows.length > 0)
    throw new HttpError(
      409,
      `A ${table === 'themes' ? 'theme' : 'table'} with this slug already exists`,
      { slug: 'This slug is already taken' },
    );
}

interface UploadedFile {
  name: string;
  size: number;
  contentType: string;
  data: Buffer;
}

/** Reads a multipart body whose files all come in the repeated field `files` (max 100). */
async function readThemeFiles(req: FastifyRequest): Promise<UploadedFile[]> {
  if (!req.isMultipart())
    throw badRequest('Validation failed: At least one file is required', {
      files: 'At least one file is required',
    });
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts({
      limits: { files: MAX_THEME_FILES, fileSize: 50 * 1024 * 1024 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'files') {
        part.file.resume();
        throw new HttpError(400, 'Unexpected field', {
          [part.fieldname]: 'Unexpected field; expected files',
        });
      }
      const data = await part.toBuffer();
      const name = (part.filename || `file-${files.length + 1}`).replace(/[/\\]/g, '_');
      files.push({
        name,
        size: data.length,
        contentType: part.mimetype || 'application/octet-stream',
        data,
      });
    }
  } catch (err) {
    const e = err as { code?: string };
    if (e.code === 'FST_FILES_LIMIT')
      throw badRequest(`Too many files. Maximum allowed is ${MAX_THEME_FILES} files.`, {
        files: `At most ${MAX_THEME_FILES} files`,
      });
    if (e.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'File too large. Maximum size is 50MB per file.');
    throw err;
  }
  req.recordedBody = {
    files: files.map((f) => ({ name: f.name, size: f.size, contentType: f.contentType })),
  };
  if (files.length === 0)
    throw badRequest('Validation failed: At least one file is required', {
      files: 'At least one file is required',
    });
  return files;
}

export async function tableAndThemeRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.sandbox;
  const { db } = ctx;

  // ----- tables -----
  const listTables = async (): Promise<Row[]> =>
    (await db.query<Row>(`SELECT * FROM casino_tables ORDER BY id`)).rows.map(tableOut);
  const createTable = async (body: unknown): Promise<Row> => {
    const b = parseBody(tableBody, body);
    return db.transaction(async (tx) => {
      const theme = await resolveTheme(tx, b.theme);
      await assertUniqueSlug(tx, 'casino_tables', b.slug, 0);
      const r = await tx.query<Row>(
        `INSERT INTO casino_tables (id, name, slug, stake, theme) VALUES ((SELECT COALESCE(MAX(id), 0) + 1 FROM casino_tables), $1, $2, $3, $4) RETURNING *`,
        [b.name, b.slug, b.stake, theme],
      );
      return tableOut(r.rows[0] ?? {});
    });
  };
  const updateTable = async (id: number, body: unknown): Promise<Row> =>
    db.transaction(async (tx) => {
      const cur = tableOut(await getTable(tx, id));
      const b = parseBody(tableBody, { ...cur, ...((body as Row | null) ?? {}) });
      const theme = await resolveTheme(tx, b.theme);
      await assertUniqueSlug(tx, 'casino_tables', b.slug, id);
      const r = await tx.query<Row>(
        `UPDATE casino_tables SET name = $2, slug = $3, stake = $4, theme = $5, updated_at = now() WHERE id = $1 RETURNING *`,
        [id, b.name, b.slug, b.stake, theme],
      );
      return tableOut(r.rows[0] ?? {});
    });
  const deleteTable = async (id: number): Promise<void> => {
    await getTable(db, id);
    await db.query(`DELETE FROM casino_tables WHERE id = $1`, [id]);
  };

  /** Bare arrays / bare objects. */
  app.get('/tables', async () => listTables());
  app.post('/tables', async (req, reply) => {
    reply.code(201);
    return createTable(req.body);
  });
  app.get('/tables/:id', async (req) => tableOut(await getTable(db, idParam(req.params))));
  app.put('/tables/:id', async (req) => updateTable(idParam(req.params), req.body));
  app.delete('/tables/:id', async (req) => {
    await deleteTable(idParam(req.params));
    return { success: true, message: 'Table deleted' };
  });

  /** Second API: `{success, data}` envelopes. */
  app.get('/api/tables', async () => ({ success: true, data: await listTables() }));
  app.post('/api/tables', async (req, reply) => {
    reply.code(201);
    return { success: true, data: await createTable(req.body) };
  });
  app.get('/api/tables/:id', async (req) => ({
    success: true,
    data: tableOut(await getTable(db, idParam(req.params))),
  }));
  app.put('/api/tables/:id', async (req) => ({
    success: true,
    data: await updateTable(idParam(req.params), req.body),
  }));
  app.delete('/api/tables/:id', async (req) => {
    await deleteTable(idParam(req.params));
    return { success: true, message: 'Table deleted' };
  });

  // ----- themes -----
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
