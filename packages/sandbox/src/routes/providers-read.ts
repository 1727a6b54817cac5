import type { FastifyInstance } from 'fastify';
import {
  idParam,
  likePattern,
  notFound,
  qBool,
  qInt,
  qOrder,
  qStr,
  totalPages,
} from '../lib/http.js';
import { providerOut } from '../lib/serialize.js';
import { getProvider, type Row } from './providers-shared.js';

/** Provider lists, search and single providers. */
export async function providerReadRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.sandbox;
  const { db } = ctx;
  const out = (r: Row | undefined): Row => providerOut(ctx, r ?? {});
  /** Bare array of providers (non-archived unless includeArchived=true), in display order. */
  app.get('/providers/all', async (req) => {
    const q = req.query as Row;
    const includeArchived = qBool(q, 'includeArchived') ?? false;
    const archived = qBool(q, 'isArchived') ?? qBool(q, 'archived');
    const where =
      archived !== undefined
        ? `WHERE archived = ${archived}`
        : includeArchived
          ? ''
          : 'WHERE NOT archived';
    const r = await db.query<Row>(`SELECT * FROM providers ${where} ORDER BY order_hint, id`);
    return r.rows.map(out);
  });

  /** `{data, pagination:{totalCount, totalPages, currentPage}}` */
  app.get('/providers/search', async (req) => {
    const q = req.query as Row;
    const page = qInt(q, 'page', 1);
    const limit = qInt(q, 'limit', 10, 1, 1000);
    const order = qOrder(q);
    const search = qStr(q, 'search');
    const isArchived = qBool(q, 'isArchived');
    const conds: string[] = [];
    const params: unknown[] = [];
    if (search) {
      params.push(likePattern(search));
      conds.push(`(display_name ILIKE $${params.length} OR slug ILIKE $${params.length})`);
    }
    if (isArchived !== undefined) {
      params.push(isArchived);
      conds.push(`archived = $${params.length}`);
    }
    const where = conds.length ? `WHERE ${conds.join(' AND ')}` : '';
    const total = Number(
      (await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM providers ${where}`, params))
        .rows[0]?.n ?? 0,
    );
    const rows = await db.query<Row>(
      `SELECT * FROM providers ${where} ORDER BY order_hint ${order}, id ${order} LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      params,
    );
    return {
      data: rows.rows.map(out),
      pagination: {
        totalCount: total,
        totalPages: totalPages(total, limit),
        currentPage: page,
        limit,
      },
    };
  });

  /** `{providers, total, totalPages}` */
  app.get('/archived/providers', async (req) => {
    const q = req.query as Row;
    const page = qInt(q, 'page', 1);
    const limit = qInt(q, 'limit', 20, 1, 1000);
    const search = qStr(q, 'search');
    const params: unknown[] = [];
    let where = 'WHERE archived';
    if (search) {
      params.push(likePattern(search));
      where += ` AND display_name ILIKE $1`;
    }
    const total = Number(
      (await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM providers ${where}`, params))
        .rows[0]?.n ?? 0,
    );
    const rows = await db.query<Row>(
      `SELECT * FROM providers ${where} ORDER BY order_hint, id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      params,
    );
    return { providers: rows.rows.map(out), total, totalPages: totalPages(total, limit), page };
  });

  app.get('/providers/slug/:slug', async (req) => {
    const { slug } = req.params as { slug: string };
    const r = await db.query<Row>(`SELECT * FROM providers WHERE slug = $1`, [slug]);
    if (!r.rows[0]) throw notFound('Provider');
    return { data: out(r.rows[0]) };
  });

  app.get('/providers/:id', async (req) => out(await getProvider(db, idParam(req.params))));
}
