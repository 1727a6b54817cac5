import { describe, expect, it } from 'vitest';
import { api, env, fileForm } from './helpers.js';

interface Backup {
  version: number;
  exportedAt: string;
  tables: Record<string, Record<string, unknown>[]>;
}

async function download(): Promise<{ backup: Backup; text: string; disposition: string | null }> {
  const r = await fetch(`${env.baseUrl}/api/data-transfer/export/download`, {
    headers: { authorization: `Bearer ${env.adminToken}` },
  });
  expect(r.status).toBe(200);
  const text = await r.text();
  return {
    backup: JSON.parse(text) as Backup,
    text,
    disposition: r.headers.get('content-disposition'),
  };
}

const withoutStamp = (b: Backup): Omit<Backup, 'exportedAt'> => ({
  version: b.version,
  tables: b.tables,
});

describe('backup', () => {
  it('exports every entity as backup.json and round-trips exactly', async () => {
    const first = await download();
    expect(first.disposition).toBe('attachment; filename="backup.json"');
    for (const t of [
      'groups',
      'providers',
      'slots',
      'slot_groups',
      'promotions',
      'promo_codes',
      'themes',
      'casino_tables',
    ]) {
      expect(first.backup.tables[t]?.length, t).toBeGreaterThan(0);
    }

    // change data: a slot title, a promotion, a new table, a deleted promo code
    await api('PATCH', '/slots/1/update', { body: { title: 'Changed before import' } });
    await api('DELETE', '/promotions/1/delete');
    await api('POST', '/tables', {
      body: { name: 'Temp', slug: 'temp-table-for-backup', stake: 1, theme: 'emerald-felt' },
    });
    const changed = await download();
    expect(changed.backup.tables).not.toEqual(first.backup.tables);

    const form = fileForm('file', [
      { name: 'backup.json', data: first.text, type: 'application/json' },
    ]);
    const r = await api('POST', '/api/data-transfer/import', { form });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.success).toBe(true);

    const after = await download();
    expect(withoutStamp(after.backup)).toEqual(withoutStamp(first.backup));
    expect((await api('GET', '/slots/1')).body.title).not.toBe('Changed before import');
    expect((await api('GET', '/promotions/1')).status).toBe(200);
  });

  it('rejects a missing file, a wrong field, non-JSON and an invalid backup without changing anything', async () => {
    const before = await download();
    const noFile = await api('POST', '/api/data-transfer/import', { form: new FormData() });
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors.file).toBe('Please select a file.');
    const wrongField = await api('POST', '/api/data-transfer/import', {
      form: fileForm('backup', [{ name: 'b.json', data: '{}', type: 'application/json' }]),
    });
    expect(wrongField.body.message).toBe('Unexpected field');
    const notJson = await api('POST', '/api/data-transfer/import', {
      form: fileForm('file', [{ name: 'b.json', data: 'nope', type: 'application/json' }]),
    });
    expect(notJson.status).toBe(400);
    const wrongShape = await api('POST', '/api/data-transfer/import', {
      form: fileForm('file', [
        { name: 'b.json', data: '{"version":1,"tables":{}}', type: 'application/json' },
      ]),
    });
    expect(wrongShape.status).toBe(400);
    const broken = structuredClone(before.backup);
    delete broken.tables.slots?.[0]?.title;
    const brokenRow = await api('POST', '/api/data-transfer/import', {
      form: fileForm('file', [
        { name: 'b.json', data: JSON.stringify(broken), type: 'application/json' },
      ]),
    });
    expect(brokenRow.status).toBe(400);
    expect(brokenRow.body.message).toMatch(/slots\[0\] is missing title/);
    const badType = structuredClone(before.backup);
    const firstSlot = badType.tables.slots?.[0];
    if (firstSlot) firstSlot.order_hint = 'not a number';
    const badTypeRes = await api('POST', '/api/data-transfer/import', {
      form: fileForm('file', [
        { name: 'b.json', data: JSON.stringify(badType), type: 'application/json' },
      ]),
    });
    expect(badTypeRes.status).toBe(400);
    const dangling = structuredClone(before.backup);
    const aSlot = dangling.tables.slots?.[0];
    if (aSlot) aSlot.provider_id = 987654;
    const danglingRes = await api('POST', '/api/data-transfer/import', {
      form: fileForm('file', [
        { name: 'b.json', data: JSON.stringify(dangling), type: 'application/json' },
      ]),
    });
    expect(danglingRes.status).toBe(400);
    expect(danglingRes.body.message).toMatch(/refers to a missing providers row/);
    const after = await download();
    expect(withoutStamp(after.backup)).toEqual(withoutStamp(before.backup));
  });
});
