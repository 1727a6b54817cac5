import { mkdir } from 'node:fs/promises';
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
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  return PGlite.create(dataDir, {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  });
}
