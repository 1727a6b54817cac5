import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/pglite.js';
import { tempDir } from './support/gateway.js';

const BUILT_SCRIPT = fileURLToPath(new URL('../dist/db/pglite.js', import.meta.url));

const sharedBuffers = async (dir: string) => {
  const db = await openPglite(dir);
  try {
    const r = await db.query<{ setting: string; unit: string }>(
      "select setting, unit from pg_settings where name = 'shared_buffers'",
    );
    return r.rows[0];
  } finally {
    await db.close();
  }
};

describe('the embedded database (issue 19: memory)', () => {
  it('opens with 16 MB of shared buffers, set per start (the folder’s config is left as it was)', async () => {
    const dir = await tempDir('pglite-');
    expect(await sharedBuffers(dir)).toEqual({ setting: '2048', unit: '8kB' });
    expect(await sharedBuffers(dir)).toEqual({ setting: '2048', unit: '8kB' });
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(path.join(dir, 'postgresql.conf'), 'utf8')).not.toMatch(
      /^shared_buffers\s*=\s*16MB/m,
    );
  }, 180_000);

  it('the built gateway creates a new folder in a child process that exits, then opens it', async () => {
    if (!existsSync(BUILT_SCRIPT))
      throw new Error(`${BUILT_SCRIPT} is missing: build the gateway first (pnpm -r build)`);
    const dir = path.join(await tempDir('pglite-child-'), 'data');
    const child = spawnSync(process.execPath, [BUILT_SCRIPT, dir], { encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    expect(await sharedBuffers(dir)).toEqual({ setting: '2048', unit: '8kB' });
  }, 180_000);
});
