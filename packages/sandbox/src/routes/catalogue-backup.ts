// The catalogue backup: what the download holds, and how an import is checked and applied.

import { z } from 'zod';
import { BACKUP_TABLES, type BackupTable } from '../db/schema.js';
import { HttpError, badRequest, parseBody } from '../lib/http.js';
import { analyze, type Db } from '../db/database.js';
import type { PGlite } from '@electric-sql/pglite';

type Row = Record<string, unknown>;

const BACKUP_VERSION = 1;

/** Every table as rows of JSON values (timestamps as ISO strings, bytea as base64). */
export async function exportBackup(
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
export async function importBackup(db: PGlite, raw: unknown): Promise<Record<string, number>> {
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
    const counts = await db.transaction(async (tx) => {
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
    // every table's rows were replaced: the planner's statistics with them
    await analyze(db);
    return counts;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest(`Invalid backup: ${(err as Error).message}`);
  }
}
