import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { snapshotCatalogue } from '../db/database.js';
import { HttpError, badRequest, parseBody } from '../lib/http.js';
import type { Db } from '../db/database.js';
import { exportBackup, importBackup } from './catalogue-backup.js';

const deleteFromCasino = z.object({
  type: z.enum(['slot', 'slots', 'provider', 'providers'], {
    error: 'type must be slot or provider',
  }),
  identifiers: z
    .array(z.union([z.string().min(1), z.number().int()]), {
      error: 'identifiers must be an array',
    })
    .min(1, 'identifiers must not be empty'),
});

async function counts(
  db: Db,
  prefix = '',
): Promise<{ slots: number; providers: number; groups: number }> {
  const r = await db.query<{ slots: number; providers: number; groups: number }>(
    `SELECT (SELECT COUNT(*)::int FROM ${prefix}slots) AS slots, (SELECT COUNT(*)::int FROM ${prefix}providers) AS providers,
            (SELECT COUNT(*)::int FROM ${prefix}groups) AS groups`,
  );
  return r.rows[0] ?? { slots: 0, providers: 0, groups: 0 };
}

export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.sandbox;

  app.post('/publish', async () => {
    const data = await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE slots SET live = true, updated_at = now() WHERE NOT archived AND NOT live`,
      );
      await snapshotCatalogue(tx);
      await tx.query(
        `INSERT INTO meta (key, value) VALUES ('published_at', $1::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
        [JSON.stringify(new Date().toISOString())],
      );
      return counts(tx, 'prod_');
    });
    app.sandbox.events.emitAdmin('catalogue_published', {
      counts: data,
      at: new Date().toISOString(),
    });
    return {
      status: 'success',
      message: 'Catalogue published to production',
      data: { counts: data },
    };
  });

  app.post('/reset', async () => {
    const data = await db.transaction(async (tx) => {
      const published = await tx.query(`SELECT 1 FROM meta WHERE key = 'published_at'`);
      if (published.rows.length === 0)
        throw new HttpError(409, 'Nothing has been published yet; there is nothing to reset to');
      for (const t of ['slot_groups', 'slots', 'providers', 'groups']) {
        await tx.query(`DELETE FROM ${t}`);
        await tx.query(`INSERT INTO ${t} SELECT * FROM prod_${t}`);
      }
      return counts(tx);
    });
    return {
      status: 'success',
      message: 'Catalogue reset to the last published state',
      data: { counts: data },
    };
  });

  app.post('/softswiss/refresh', async () => {
    const r = await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM slots`);
    return {
      success: true,
      message: 'Softswiss game list refreshed',
      data: {
        checked: r.rows[0]?.n ?? 0,
        added: 0,
        updated: 0,
        refreshedAt: new Date().toISOString(),
      },
    };
  });

  app.post('/delete-from-casino', async (req) => {
    const b = parseBody(deleteFromCasino, req.body);
    const ids = b.identifiers.map(String);
    return db.transaction(async (tx) => {
      if (b.type.startsWith('slot')) {
        const r = await tx.query<{ id: number; identifier: string }>(
          `SELECT id, identifier FROM slots WHERE identifier = ANY($1::text[]) OR id::text = ANY($1::text[])`,
          [ids],
        );
        const slotIds = r.rows.map((x) => x.id);
        await tx.query(`DELETE FROM prod_slot_groups WHERE slot_id = ANY($1::int[])`, [slotIds]);
        const removed = await tx.query(`DELETE FROM prod_slots WHERE id = ANY($1::int[])`, [
          slotIds,
        ]);
        await tx.query(
          `UPDATE slots SET live = false, updated_at = now() WHERE id = ANY($1::int[])`,
          [slotIds],
        );
        const found = new Set(r.rows.flatMap((x) => [x.identifier, String(x.id)]));
        return {
          success: true,
          type: 'slot',
          removed: removed.affectedRows ?? 0,
          notFound: ids.filter((i) => !found.has(i)),
        };
      }
      const r = await tx.query<{ id: number; slug: string }>(
        `SELECT id, slug FROM providers WHERE slug = ANY($1::text[]) OR id::text = ANY($1::text[])`,
        [ids],
      );
      const providerIds = r.rows.map((x) => x.id);
      const removed = await tx.query(`DELETE FROM prod_providers WHERE id = ANY($1::int[])`, [
        providerIds,
      ]);
      await tx.query(
        `UPDATE providers SET live = false, updated_at = now() WHERE id = ANY($1::int[])`,
        [providerIds],
      );
      const found = new Set(r.rows.flatMap((x) => [x.slug, String(x.id)]));
      return {
        success: true,
        type: 'provider',
        removed: removed.affectedRows ?? 0,
        notFound: ids.filter((i) => !found.has(i)),
      };
    });
  });

  app.get('/api/data-transfer/export/download', async (_req, reply) => {
    const backup = await exportBackup(db);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', 'attachment; filename="backup.json"')
      .send(JSON.stringify(backup));
  });

  app.post('/api/data-transfer/import', async (req) => {
    if (!req.isMultipart())
      throw badRequest('Validation failed: Please select a file.', {
        file: 'Please select a file.',
      });
    let text: string | undefined;
    let filename: string | undefined;
    for await (const part of req.parts({ limits: { fileSize: 200 * 1024 * 1024, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new HttpError(400, 'Unexpected field', {
            [part.fieldname]: 'Unexpected field; expected file',
          });
        }
        filename = part.filename;
        text = (await part.toBuffer()).toString('utf8');
      }
    }
    req.recordedBody = { file: filename, size: text?.length ?? 0 };
    if (text === undefined)
      throw badRequest('Validation failed: Please select a file.', {
        file: 'Please select a file.',
      });
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw badRequest('Invalid backup: the file is not valid JSON', {
        file: 'The file is not valid JSON',
      });
    }
    const imported = await importBackup(db, parsed);
    return { success: true, message: 'Backup imported successfully', imported };
  });
}
