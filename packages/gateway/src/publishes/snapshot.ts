import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants as zlib } from 'node:zlib';
import {
  CATALOGUE_TABLE_NAMES,
  catalogueCounts,
  isPlainObject,
  type CatalogueRow,
  type CatalogueTables,
} from '@pitboss/contracts';
import type { AdminApi, UploadBody } from '../upstream/api.js';

const compress = promisify(brotliCompress);
const decompress = promisify(brotliDecompress);

/** The admin API's backup as parsed: `{version, exportedAt, tables: {name: rows}}`. */
export interface Backup {
  [key: string]: unknown;
  tables: Record<string, unknown>;
}

/** A snapshot ready to store: the catalogue tables of a backup, as brotli-compressed JSON. */
export interface EncodedSnapshot {
  encoding: 'br';
  data: Buffer;
  rawBytes: number;
  storedBytes: number;
  counts: { slots: number; providers: number; groups: number };
}

/** Thrown when the backup cannot be read or has no catalogue in it. */
class SnapshotError extends Error {
  override name = 'SnapshotError';
}

/** Downloads the admin API's backup (the whole working data set) and parses it. */
export async function fetchBackup(api: AdminApi): Promise<Backup> {
  const res = await api.catalogue.exportBackup();
  let parsed: unknown;
  try {
    parsed = JSON.parse(await res.text());
  } catch (err) {
    throw new SnapshotError(`the backup is not valid JSON (${(err as Error).message})`);
  }
  if (!isPlainObject(parsed) || !isPlainObject(parsed.tables))
    throw new SnapshotError('the backup has no tables');
  return parsed as Backup;
}

/** The catalogue part of a backup (groups, providers, slots and their group positions). */
export function catalogueOf(backup: Backup): CatalogueTables {
  const out: Partial<CatalogueTables> = {};
  for (const name of CATALOGUE_TABLE_NAMES) {
    const rows = backup.tables[name];
    if (!Array.isArray(rows) || !rows.every(isPlainObject))
      throw new SnapshotError(`the backup's ${name} table is missing`);
    out[name] = rows as CatalogueRow[];
  }
  return out as CatalogueTables;
}

/**
 * JSON as the gateway stores it (snapshots, staged backups): brotli at quality 6. A 3,000-slot
 * catalogue (measured: a 2,588,770-byte JSON backup) is stored in 226,679 bytes (≈ 11.4×) in well
 * under a second; higher qualities gain a few percent for several times the CPU.
 */
export function compressJson(json: Buffer): Promise<Buffer> {
  return compress(json, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: 6,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
}

export const decompressJson = (data: Buffer): Promise<Buffer> => decompress(data);

export async function encodeSnapshot(tables: CatalogueTables): Promise<EncodedSnapshot> {
  const json = Buffer.from(JSON.stringify(tables), 'utf8');
  const data = await compressJson(json);
  return {
    encoding: 'br',
    data,
    rawBytes: json.length,
    storedBytes: data.length,
    counts: catalogueCounts(tables),
  };
}

export async function decodeSnapshot(data: Buffer): Promise<CatalogueTables> {
  const json = await decompressJson(data);
  return JSON.parse(json.toString('utf8')) as CatalogueTables;
}

/**
 * The backup to import for a restore: everything as it is now (promotions, codes, themes,
 * tables, images, the published copy) with the catalogue tables replaced by the snapshot's, so a
 * rollback of the catalogue never undoes other sections' work.
 */
export function restoreBackup(present: Backup, catalogue: CatalogueTables): Backup {
  return { ...present, tables: { ...present.tables, ...catalogue } };
}

/** A backup as the multipart body of the admin API's import (field `file`). */
export function backupUpload(backup: Backup): UploadBody {
  const form = new FormData();
  form.append(
    'file',
    new Blob([JSON.stringify(backup)], { type: 'application/json' }),
    'backup.json',
  );
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type');
  if (!encoded.body || !contentType) throw new Error('could not encode the backup');
  return { body: encoded.body, contentType };
}
