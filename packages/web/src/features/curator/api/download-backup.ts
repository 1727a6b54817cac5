import { backupFileName } from '@pitboss/contracts';
import { httpFailure } from '../../../lib/upload';

/** `GET /api/catalogue/backup`, saved as `backup-<UTC time>.json` (e.g. backup-2026-11-24T10-15-00Z.json). */
export async function downloadBackup(): Promise<void> {
  const res = await fetch('/api/catalogue/backup', { credentials: 'same-origin' });
  if (!res.ok) throw await httpFailure(res);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = backupFileName(new Date());
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
