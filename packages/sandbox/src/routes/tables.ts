import type { FastifyInstance } from 'fastify';
import { idParam, parseBody } from '../lib/http.js';
import { tableOut } from '../lib/serialize.js';
import {
  assertUniqueSlug,
  getTable,
  resolveTheme,
  tableBody,
  type Row,
} from './tables-themes-shared.js';

/** Live-casino tables, bare (`/tables`) and in `{success, data}` envelopes (`/api/tables`). */
export async function tableRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.sandbox;
  const { db } = ctx;
  const listTables = async (): Promise<Row[]> =>
    (await db.query<Row>(`SELECT * FROM casino_tables ORDER BY id`)).rows.map(tableOut);
  const createTable = async (body: unknown): Promise<Row> => {
    const b = parseBody(tableBody, body);
    return db.transaction(async (tx) => {
      const theme = await resolveTheme(tx, b.theme);
      await assertUniqueSlug(tx, 'casino_tables', b.slug, 0);
      const r = await tx.query<Row>(
        `INSERT INTO casino_tables (id, name, slug, stake, theme) VALUES ((SELECT COALESCE(MAX(id), 0) + 1 FROM casino_tables), $1, $2, $3, $4) RETURNING *`,
        [b.name, b.slug, b.stake, theme],
      );
      return tableOut(r.rows[0] ?? {});
    });
  };
  const updateTable = async (id: number, body: unknown): Promise<Row> =>
    db.transaction(async (tx) => {
      const cur = tableOut(await getTable(tx, id));
      const b = parseBody(tableBody, { ...cur, ...((body as Row | null) ?? {}) });
      const theme = await resolveTheme(tx, b.theme);
      await assertUniqueSlug(tx, 'casino_tables', b.slug, id);
      const r = await tx.query<Row>(
        `UPDATE casino_tables SET name = $2, slug = $3, stake = $4, theme = $5, updated_at = now() WHERE id = $1 RETURNING *`,
        [id, b.name, b.slug, b.stake, theme],
      );
      return tableOut(r.rows[0] ?? {});
    });
  const deleteTable = async (id: number): Promise<void> => {
    await getTable(db, id);
    await db.query(`DELETE FROM casino_tables WHERE id = $1`, [id]);
  };

  /** Bare arrays / bare objects. */
  app.get('/tables', async () => listTables());
  app.post('/tables', async (req, reply) => {
    reply.code(201);
    return createTable(req.body);
  });
  app.get('/tables/:id', async (req) => tableOut(await getTable(db, idParam(req.params))));
  app.put('/tables/:id', async (req) => updateTable(idParam(req.params), req.body));
  app.delete('/tables/:id', async (req) => {
    await deleteTable(idParam(req.params));
    return { success: true, message: 'Table deleted' };
  });

  /** Second API: `{success, data}` envelopes. */
  app.get('/api/tables', async () => ({ success: true, data: await listTables() }));
  app.post('/api/tables', async (req, reply) => {
    reply.code(201);
    return { success: true, data: await createTable(req.body) };
  });
  app.get('/api/tables/:id', async (req) => ({
    success: true,
    data: tableOut(await getTable(db, idParam(req.params))),
  }));
  app.put('/api/tables/:id', async (req) => ({
    success: true,
    data: await updateTable(idParam(req.params), req.body),
  }));
  app.delete('/api/tables/:id', async (req) => {
    await deleteTable(idParam(req.params));
    return { success: true, message: 'Table deleted' };
  });
}
