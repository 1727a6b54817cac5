import { chmod, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database's shared buffers: Postgres's default 128 MB are touched early and kept
 * (≈ 310 MB RSS for an open folder); the gateway's tables are small (sessions, audit, publish
 * history), so 16 MB holds them. A start parameter of the database, not `postgresqlconf`, which
 * PGlite appends to the folder's postgresql.conf on every start.
 */
const SHARED_BUFFERS = '16MB';

/**
 * Opens (creating it if need be) the PGlite database in `dataDir` (`memory://…` for one in
 * memory). PGlite is the embedded database of one instance and of development; production and
 * several instances use Postgres (`DATABASE_URL`).
 */
export async function openPglite(dataDir: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const inFolder = !dataDir.startsWith('memory://');
  if (inFolder) {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await ownerOnly(dataDir);
  }
  const client = await PGlite.create(dataDir, {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  });
  if (inFolder) await ownerOnly(dataDir);
  return client;
}

/** Closes the database, and leaves its folder readable by its owner only (see `ownerOnly`). */
export async function closePglite(client: PGlite, dataDir: string): Promise<void> {
  await client.close();
  if (!dataDir.startsWith('memory://')) await ownerOnly(dataDir);
}

/**
 * Makes the folder and everything in it readable by its owner only (folders 0700, files 0600):
 * the database holds sessions (encrypted tokens, hashed ids) and the audit trail, and a folder
 * made by an older version, or copied in, may be open to every user of the machine. PGlite's
 * file layer sets 0666 on the files it makes, whatever the umask, so this runs when the folder
 * is opened (before and after PGlite's start) and when it is closed; a file made while the
 * gateway runs sits inside the 0700 folder, which no other user can enter.
 */
async function ownerOnly(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    const full = path.join(entry.parentPath, entry.name);
    await chmod(full, entry.isDirectory() ? 0o700 : 0o600);
  }
}
