import { createHash } from 'node:crypto';
import {
  CATALOGUE_MESSAGES,
  PUBLISH_HISTORY_MESSAGES,
  catalogueCounts,
  diffCatalogues,
  isPlainObject,
  type CatalogueTables,
  type ChangeAction,
  type ChangePreview,
} from '@pitboss/contracts';
import { TRPCError } from '@trpc/server';
import type { Database } from '../db/client.js';
import { catalogueOf, decodeSnapshot, fetchBackup, type Backup } from '../publishes/snapshot.js';
import { PublishStore } from '../publishes/store.js';
import type { AdminApi } from '../upstream/api.js';

/** The actions whose effect is on the catalogue, so their requests carry a diff and a stale check. */
const CATALOGUE_ACTIONS: readonly ChangeAction[] = ['publish', 'restore', 'import', 'reset'];

const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** A staged backup file, parsed; a BAD_REQUEST in the import's own words when unreadable. */
export function stagedBackup(file: Buffer): Backup {
  let parsed: unknown;
  try {
    parsed = JSON.parse(file.toString('utf8'));
  } catch {
    parsed = null;
  }
  if (!isPlainObject(parsed) || !isPlainObject(parsed.tables))
    throw new TRPCError({ code: 'BAD_REQUEST', message: CATALOGUE_MESSAGES.importFailed });
  return parsed as Backup;
}

/** The tables a restore request brings back. */
async function versionTables(db: Database, versionId: string | null): Promise<CatalogueTables> {
  const row = versionId ? await new PublishStore(db).data(versionId) : undefined;
  if (!row)
    throw new TRPCError({ code: 'NOT_FOUND', message: PUBLISH_HISTORY_MESSAGES.snapshotNotFound });
  if (!row.data)
    throw new TRPCError({ code: 'BAD_REQUEST', message: PUBLISH_HISTORY_MESSAGES.noSnapshotData });
  return decodeSnapshot(row.data);
}

/**
 * What a request will change, computed now from the working catalogue: a publish, the diff since
 * the last publish; a reset, back to it; a restore, to that version; an import, to the staged
 * file's catalogue (and its counts). The fingerprint is the working catalogue's (and the file's):
 * the approver sends it back, and a scheduled run compares it again before it runs.
 */
export async function previewOf(
  api: AdminApi,
  db: Database,
  request: { action: ChangeAction; versionId: string | null },
  file: Buffer | null,
): Promise<ChangePreview> {
  const at = new Date().toISOString();
  if (!CATALOGUE_ACTIONS.includes(request.action))
    return { diff: null, counts: null, fingerprint: request.action, at };
  const current = catalogueOf(await fetchBackup(api));
  const fingerprint = sha256(JSON.stringify(current) + (file ? `\n${sha256(file)}` : ''));
  const lastPublished = async () => {
    const last = await new PublishStore(db).lastPublished();
    return last ? decodeSnapshot(last.data) : null;
  };
  switch (request.action) {
    case 'publish': {
      const base = await lastPublished();
      return {
        diff: base ? diffCatalogues(base, current) : null,
        counts: catalogueCounts(current),
        fingerprint,
        at,
      };
    }
    case 'reset': {
      const base = await lastPublished();
      return {
        diff: base ? diffCatalogues(current, base) : null,
        counts: base ? catalogueCounts(base) : null,
        fingerprint,
        at,
      };
    }
    case 'restore': {
      const target = await versionTables(db, request.versionId);
      return {
        diff: diffCatalogues(current, target),
        counts: catalogueCounts(target),
        fingerprint,
        at,
      };
    }
    default: {
      const target = catalogueOf(stagedBackup(file ?? Buffer.alloc(0)));
      return {
        diff: diffCatalogues(current, target),
        counts: catalogueCounts(target),
        fingerprint,
        at,
      };
    }
  }
}
