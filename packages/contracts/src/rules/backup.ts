import { isPlainObject } from '../schemas/common.js';

/** What a backup file holds, as far as the panel can count it (null: no such list found). */
export interface BackupSummary {
  slots: number | null;
  providers: number | null;
  groups: number | null;
}

/**
 * Counts the slots, providers and groups of a backup (the admin API's export, whose
 * shape the spec does not give). The lists are looked for at the top, under `tables` and under
 * `data` (and `data.tables`); a kind not found is null rather than a guessed 0.
 */
export function backupSummary(raw: unknown): BackupSummary {
  const places: Record<string, unknown>[] = [];
  const add = (v: unknown) => {
    if (isPlainObject(v)) places.push(v);
  };
  add(raw);
  if (isPlainObject(raw)) {
    add(raw.tables);
    add(raw.data);
    if (isPlainObject(raw.data)) add(raw.data.tables);
  }
  const count = (kind: keyof BackupSummary): number | null => {
    for (const place of places) {
      const list = place[kind];
      if (Array.isArray(list)) return list.length;
    }
    return null;
  };
  return { slots: count('slots'), providers: count('providers'), groups: count('groups') };
}

/** `backup-2026-11-24T10-15-00Z.json`: the download's name, in UTC, safe on every file system. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return `backup-${stamp}.json`;
}
