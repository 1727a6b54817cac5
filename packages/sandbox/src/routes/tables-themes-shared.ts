import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { HttpError, badRequest, notFound } from '../lib/http.js';
import { optBool, optString } from '../lib/validators.js';

export type Row = Record<string, unknown>;
const MAX_THEME_FILES = 100;

export const tableBody = z.object({
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

export const themeBody = z.object({
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

export async function getTable(db: Db, id: number): Promise<Row> {
  const r = await db.query<Row>(`SELECT * FROM casino_tables WHERE id = $1`, [id]);
  if (!r.rows[0]) throw notFound('Table');
  return r.rows[0];
}

export async function resolveTheme(db: Db, theme: string | number): Promise<string> {
  const r =
    typeof theme === 'number'
      ? await db.query<{ slug: string }>(`SELECT slug FROM themes WHERE id = $1`, [theme])
      : await db.query<{ slug: string }>(`SELECT slug FROM themes WHERE slug = $1`, [theme]);
  const slug = r.rows[0]?.slug;
  if (!slug) throw badRequest('Validation failed: Theme not found', { theme: 'Theme not found' });
  return slug;
}

export async function assertUniqueSlug(
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

export interface UploadedFile {
  name: string;
  size: number;
  contentType: string;
  data: Buffer;
}

/** Reads a multipart body whose files all come in the repeated field `files` (max 100). */
export async function readThemeFiles(req: FastifyRequest): Promise<UploadedFile[]> {
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
