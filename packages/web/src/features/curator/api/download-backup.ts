import { backupFileName } from '@pitboss/contracts';
import { saveFile } from '../../../lib/save-file';
import { httpFailure } from '../../../lib/upload';

/** `GET /api/catalogue/backup`, saved as `backup-<UTC time>.json` (e.g. backup-2026-11-24T10-15-00Z.json). */
export async function downloadBackup(): Promise<void> {
  const res = await fetch('/api/catalogue/backup', { credentials: 'same-origin' });
  if (!res.ok) throw await httpFailure(res);
  saveFile(backupFileName(new Date()), await res.blob());
}
