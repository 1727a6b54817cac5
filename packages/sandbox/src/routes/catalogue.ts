import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { snapshotCatalogue } from '../db/database.js';
import { BACKUP_TABLES, type BackupTable } from '../db/schema.js';
import { HttpError, badRequest, parseBody } from '../lib/http.js';
import type { Db } from '../db/database.js';
import type { PGlite } from '@electric-sql/pglite';

type Row = Record<string, unknown>;

const deleteFromCasino = z.object({
  type: z.enum(['slot', 'slots', 'provider', 'providers'], {
    error: 'type must be slot or provider',
  }),
  identifiers: z
    .array(z.union([z.string().min(1), z.number().int()]), {
      error: 'identifiers must be an array',
    })
    .min(1, 'identifiers must not be empty'),
});

async function counts(
  db: Db,
  prefix = '',
): Promise<{ slots: number; providers: number; groups: number }> {
  const r = await db.query<{ slots: number; providers: number; groups: number }>(
    `SELECT (SELECT COUNT(*)::int FROM ${prefix}slots) AS slots, (SELECT COUNT(*)::int FROM ${prefix}providers) AS providers,
            (SELECT COUNT(*)::int FROM ${prefix}groups) AS groups`,
  );
  return r.rows[0] ?? { slots: 0, providers: 0, groups: 0 };
}

const BACKUP_VERSION = 1;

/** Every table as rows of JSON values (timestamps as ISO strings, bytea as base64). */
async function exportBackup(
  db: Db,
): Promise<{ version: number; exportedAt: string; tables: Record<string, Row[]> }> {
  const tables: Record<string, Row[]> = {};
  for (const t of BACKUP_TABLES) {
    const key =
      t === 'blobs'
        ? 'key'
        : t.endsWith('slot_groups')
          ? 'group_id, position, slot_id'
          : t === 'theme_files'
            ? 'theme_id, name'
            : t === 'meta'
              ? 'key'
              : 'id';
    const r = await db.query<Row>(`SELECT * FROM ${t} ORDER BY ${key}`);
    tables[t] = r.rows.map((row) => {
      const o: Row = {};
      for (const [k, v] of Object.entries(row)) {
        if (v instanceof Date) o[k] = v.toISOString();
        else if (v instanceof Uint8Array) o[k] = Buffer.from(v).toString('base64');
        else o[k] = v;
      }
      return o;
    });
  }
  return { version: BACKUP_VERSION, exportedAt: new Date().toISOString(), tables };
}

const backupSchema = z.object({
  version: z.literal(BACKUP_VERSION, { error: `version must be ${BACKUP_VERSION}` }),
  tables: z.object(
    Object.fromEntries(
      BACKUP_TABLES.map((t) => [
        t,
        [
          'blobs',
          'meta',
          'theme_files',
          'prod_groups',
          'prod_providers',
          'prod_slots',
          'prod_slot_groups',
        ].includes(t)
          ? z.array(z.record(z.string(), z.unknown())).optional()
          : z.array(z.record(z.string(), z.unknown()), { error: `${t} must be an array of rows` }),
      ]),
    ) as unknown as Record<BackupTable, z.ZodType<Row[] | undefined>>,
    { error: 'tables is required' },
  ),
});

/** Replaces every table with the backup's rows in one transaction. */
async function importBackup(db: PGlite, raw: unknown): Promise<Record<string, number>> {
  const backup = parseBody(backupSchema, raw);
  const tables = backup.tables as Record<BackupTable, Row[] | undefined>;
  const required: Record<string, string[]> = {
    groups: ['id', 'display_name', 'slug'],
    providers: ['id', 'display_name', 'slug'],
    slots: ['id', 'title', 'identifier', 'slug', 'provider_id', 'display_provider_id'],
    slot_groups: ['slot_id', 'group_id', 'position'],
    promotions: ['id', 'title', 'active_from', 'active_until'],
    promo_codes: ['id', 'code', 'reward', 'currency'],
    themes: ['id', 'name', 'slug'],
    casino_tables: ['id', 'name', 'slug', 'stake', 'theme'],
  };
  for (const [t, cols] of Object.entries(required)) {
    (tables[t as BackupTable] ?? []).forEach((row, i) => {
      for (const c of cols) {
        if (row[c] === undefined || row[c] === null)
          throw badRequest(`Invalid backup: ${t}[${i}] is missing ${c}`, {
            [`${t}.${i}.${c}`]: `${c} is required`,
          });
      }
    });
  }
  // references, as foreign keys would check them
  const ids = (t: BackupTable): Set<string> => new Set((tables[t] ?? []).map((r) => String(r.id)));
  const refs: [BackupTable, string, BackupTable][] = [
    ['slots', 'provider_id', 'providers'],
    ['slots', 'display_provider_id', 'providers'],
    ['slot_groups', 'slot_id', 'slots'],
    ['slot_groups', 'group_id', 'groups'],
    ['theme_files', 'theme_id', 'themes'],
  ];
  for (const [t, col, target] of refs) {
    const known = ids(target);
    (tables[t] ?? []).forEach((row, i) => {
      if (!known.has(String(row[col])))
        throw badRequest(
          `Invalid backup: ${t}[${i}].${col} refers to a missing ${target} row (${String(row[col])})`,
          {
            [`${t}.${i}.${col}`]: `No ${target} with id ${String(row[col])}`,
          },
        );
    });
  }
  try {
    return await db.transaction(async (tx) => {
      const result: Record<string, number> = {};
      for (const t of BACKUP_TABLES) await tx.query(`DELETE FROM ${t}`);
      for (const t of BACKUP_TABLES) {
        let rows = tables[t] ?? [];
        if (t === 'blobs') {
          rows = rows.map((r) => ({
            ...r,
            data: `\\x${Buffer.from(String(r.data ?? ''), 'base64').toString('hex')}`,
          }));
        }
        if (rows.length > 0) {
          await tx.query(
            `INSERT INTO ${t} SELECT * FROM json_populate_recordset(NULL::${t}, $1::json)`,
            [JSON.stringify(rows)],
          );
        }
        result[t] = rows.length;
      }
      if ((tables.meta ?? []).every((m) => m.key !== 'seeded')) {
        await tx.query(`INSERT INTO meta (key, value) VALUES ('seeded', $1::jsonb)`, [
          JSON.stringify({ imported: true }),
        ]);
      }
      return result;
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest(`Invalid backup: ${(err as Error).message}`);
  }
}

export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.sandbox;

  app.post('/publish', async () => {
    const data = await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE slots SET live = true, updated_at = now() WHERE NOT archived AND NOT live`,
      );
      await snapshotCatalogue(tx);
      await tx.query(
        `INSERT INTO meta (key, value) VALUES ('published_at', $1::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
        [JSON.stringify(new Date().toISOString())],
      );
      return counts(tx, 'prod_');
    });
    app.sandbox.events.emitAdmin('catalogue_published', {
      counts: data,
      at: new Date().toISOString(),
    });
    return {
      status: 'success',
      message: 'Catalogue published to production',
      data: { counts: data },
    };
  });

  app.post('/reset', async () => {
    const data = await db.transaction(async (tx) => {
      const published = await tx.query(`SELECT 1 FROM meta WHERE key = 'published_at'`);
      if (published.rows.length === 0)
        throw new HttpError(409, 'Nothing has been published yet; there is nothing to reset to');
      for (const t of ['slot_groups', 'slots', 'providers', 'groups']) {
        await tx.query(`DELETE FROM ${t}`);
        await tx.query(`INSERT INTO ${t} SELECT * FROM prod_${t}`);
      }
      return counts(tx);
    });
    return {
      status: 'success',
      message: 'Catalogue reset to the last published state',
      data: { counts: data },
    };
  });

  app.post('/softswiss/refresh', async () => {
    const r = await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM slots`);
    return {
      success: true,
      message: 'Softswiss game list refreshed',
      data: {
        checked: r.rows[0]?.n ?? 0,
        added: 0,
        updated: 0,
        refreshedAt: new Date().toISOString(),
      },
    };
  });

  app.post('/delete-from-casino', async (req) => {
    const b = parseBody(deleteFromCasino, req.body);
    const ids = b.identifiers.map(String);
    return db.transaction(async (tx) => {
      if (b.type.startsWith('slot')) {
        const r = await tx.query<{ id: number; identifier: string }>(
          `SELECT id, identifier FROM slots WHERE identifier = ANY($1::text[]) OR id::text = ANY($1::text[])`,
          [ids],
        );
        const slotIds = r.rows.map((x) => x.id);
        await tx.query(`DELETE FROM prod_slot_groups WHERE slot_id = ANY($1::int[])`, [slotIds]);
        const removed = await tx.query(`DELETE FROM prod_slots WHERE id = ANY($1::int[])`, [
          slotIds,
        ]);
        await tx.query(
          `UPDATE slots SET live = false, updated_at = now() WHERE id = ANY($1::int[])`,
          [slotIds],
        );
        const found = new Set(r.rows.flatMap((x) => [x.identifier, String(x.id)]));
        return {
          success: true,
          type: 'slot',
          removed: removed.affectedRows ?? 0,
          notFound: ids.filter((i) => !found.has(i)),
        };
      }
      const r = await tx.query<{ id: number; slug: string }>(
        `SELECT id, slug FROM providers WHERE slug = ANY($1::text[]) OR id::text = ANY($1::text[])`,
        [ids],
      );
      const providerIds = r.rows.map((x) => x.id);
      const removed = await tx.query(`DELETE FROM prod_providers WHERE id = ANY($1::int[])`, [
        providerIds,
      ]);
      await tx.query(
        `UPDATE providers SET live = false, updated_at = now() WHERE id = ANY($1::int[])`,
        [providerIds],
      );
      const found = new Set(r.rows.flatMap((x) => [x.slug, String(x.id)]));
      return {
        success: true,
        type: 'provider',
        removed: removed.affectedRows ?? 0,
        notFound: ids.filter((i) => !found.has(i)),
      };
    });
  });

  app.get('/api/data-transfer/export/download', async (_req, reply) => {
    const backup = await exportBackup(db);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', 'attachment; filename="backup.json"')
      .send(JSON.stringify(backup));
  });

  app.post('/api/data-transfer/import', async (req) => {
    if (!req.isMultipart())
      throw badRequest('Validation failed: Please select a file.', {
        file: 'Please select a file.',
      });
    let text: string | undefined;
    let filename: string | undefined;
    for await (const part of req.parts({ limits: { fileSize: 200 * 1024 * 1024, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new HttpError(400, 'Unexpected field', {
            [part.fieldname]: 'Unexpected field; expected file',
          });
        }
        filename = part.filename;
        text = (await part.toBuffer()).toString('utf8');
      }
    }
    req.recordedBody = { file: filename, size: text?.length ?? 0 };
    if (text === undefined)
      throw badRequest('Validation failed: Please select a file.', {
        file: 'Please select a file.',
      });
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw badRequest('Invalid backup: the file is not valid JSON', {
        file: 'The file is not valid JSON',
      });
    }
    const imported = await importBackup(db, parsed);
    return { success: true, message: 'Backup imported successfully', imported };
  });
}
