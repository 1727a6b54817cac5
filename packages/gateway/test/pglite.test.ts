import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/pglite.js';
import { tempDir } from './support/gateway.js';

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

describe('the embedded database', () => {
  it('opens with 16 MB of shared buffers, set per start (the folder’s config is left as it was)', async () => {
    const dir = await tempDir('pglite-');
    expect(await sharedBuffers(dir)).toEqual({ setting: '2048', unit: '8kB' });
    expect(await sharedBuffers(dir)).toEqual({ setting: '2048', unit: '8kB' });
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(path.join(dir, 'postgresql.conf'), 'utf8')).not.toMatch(
      /^shared_buffers\s*=\s*16MB/m,
    );
  }, 180_000);

  it('creates a new folder in a nested path, then opens it again', async () => {
    const dir = path.join(await tempDir('pglite-new-'), 'nested', 'data');
    expect(await sharedBuffers(dir)).toEqual({ setting: '2048', unit: '8kB' });
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    expect(await sharedBuffers(dir)).toEqual({ setting: '2048', unit: '8kB' });
  }, 180_000);
});
