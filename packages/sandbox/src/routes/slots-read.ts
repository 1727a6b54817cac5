import type { FastifyInstance } from 'fastify';
import {
  idParam,
  likePattern,
  notFound,
  qBool,
  qInt,
  qOptInt,
  qOrder,
  qStr,
  totalPages,
} from '../lib/http.js';
import { SLOT_SELECT, slotOut, slotRows, slotRowsWith, type TitleField } from '../lib/serialize.js';
import { slotRow, type Row } from './slots-shared.js';

/** Slot lists, search and single slots. */
export async function slotReadRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.sandbox;
  const { db } = ctx;
  const out = (r: Row, t: TitleField = 'both'): Row => slotOut(ctx, r, t);
  /** `{slots, total, totalPages}` */
  app.get('/slots/filter', async (req) => {
    const q = req.query as Row;
    const page = qInt(q, 'page', 1);
    const limit = qInt(q, 'limit', 10, 1, 5000);
    const order = qOrder(q);
    const groupId = qOptInt(q, 'groupId');
    const displayProviderId = qOptInt(q, 'displayProviderId');
    const isArchived = qBool(q, 'isArchived');
    const params: unknown[] = [];
    const conds: string[] = [];
    let join = '';
    if (groupId !== undefined) {
      params.push(groupId);
      join = `JOIN slot_groups m ON m.slot_id = s.id AND m.group_id = $${params.length}`;
    }
    if (displayProviderId !== undefined) {
      params.push(displayProviderId);
      conds.push(`s.display_provider_id = $${params.length}`);
    }
    if (isArchived !== undefined) {
      params.push(isArchived);
      conds.push(`s.archived = $${params.length}`);
    }
    const sortColumn = qBool(q, 'byTitle')
      ? 'title'
      : qBool(q, 'byReleased')
        ? 'released_at'
        : qBool(q, 'byUpdated')
          ? 'updated_at'
          : groupId !== undefined
            ? 'position'
            : 'order_hint';
    const sortKey = (alias: string) =>
      sortColumn === 'title' ? `lower(${alias}.title)` : `${alias}.${sortColumn}`;
    const where = conds.length ? `WHERE ${conds.join(' AND ')}` : '';
    // A group in its own order with no other filter needs only the memberships (`$1` is the
    // group) for the count and the page's ids; every membership is of a slot that exists.
    const membersOnly = sortColumn === 'position' && conds.length === 0;
    // The page's ids first (a narrow sort), then the rows, providers and groups of those 100
    // only: building them for every slot of a 1,200-slot group and dropping all but one page made
    // each page cost the whole group (order mode asks for all 12 pages).
    const range = `LIMIT ${limit} OFFSET ${(page - 1) * limit}`;
    const pageIds = membersOnly
      ? `SELECT m.slot_id AS id, m.position FROM slot_groups m WHERE m.group_id = $1 ORDER BY m.position ${order} NULLS LAST, m.slot_id ${order} ${range}`
      : `SELECT s.id${groupId !== undefined ? ', m.position' : ''} FROM slots s ${join} ${where} ORDER BY ${sortKey(sortColumn === 'position' ? 'm' : 's')} ${order} NULLS LAST, s.id ${order} ${range}`;
    const select = SLOT_SELECT.replace(
      'SELECT s.*,',
      `SELECT s.*,${groupId !== undefined ? ' m.position,' : ''}`,
    ).replace('FROM slots s', `FROM (${pageIds}) m JOIN slots s ON s.id = m.id`);
    // The page, its count and the group's existence in one query: the embedded database plans
    // each query anew, and order mode reads a 5,000-slot group in 50 pages (330 ms of the
    // stand-in's CPU as one query each, against 420 ms as three).
    const { rows, extra } = await slotRowsWith<{ found: boolean; total: number }>(
      db,
      select,
      params,
      `${sortKey('x')} ${order} NULLS LAST, x.id ${order}`,
      `${groupId === undefined ? 'true' : 'EXISTS (SELECT 1 FROM groups WHERE id = $1)'} AS found, ${
        membersOnly
          ? `(SELECT COUNT(*)::int FROM slot_groups m WHERE m.group_id = $1)`
          : `(SELECT COUNT(*)::int FROM slots s ${join} ${where})`
      } AS total`,
    );
    if (!extra.found) throw notFound('Group');
    const { total } = extra;
    return {
      slots: rows.map((r) => out(r, 'title')),
      total,
      totalPages: totalPages(total, limit),
      page,
    };
  });

  /** `{data, total, totalPages}` with `name` instead of `title`. */
  app.get('/slots/search', async (req) => {
    const q = req.query as Row;
    const page = qInt(q, 'page', 1);
    const limit = qInt(q, 'limit', 10, 1, 5000);
    const search = qStr(q, 'search');
    const isArchived = qBool(q, 'isArchived');
    const params: unknown[] = [];
    const conds: string[] = [];
    if (search) {
      params.push(likePattern(search));
      conds.push(
        `(s.title ILIKE $1 OR s.identifier ILIKE $1 OR p.display_name ILIKE $1 OR dp.display_name ILIKE $1)`,
      );
    }
    if (isArchived !== undefined) {
      params.push(isArchived);
      conds.push(`s.archived = $${params.length}`);
    }
    const where = conds.length ? `WHERE ${conds.join(' AND ')}` : '';
    const total =
      (
        await db.query<{ n: number }>(
          `SELECT COUNT(*)::int AS n FROM slots s LEFT JOIN providers p ON p.id = s.provider_id
           LEFT JOIN providers dp ON dp.id = s.display_provider_id ${where}`,
          params,
        )
      ).rows[0]?.n ?? 0;
    const rows = await slotRows(
      db,
      `${SLOT_SELECT} ${where} ORDER BY s.order_hint, s.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      params,
      'x.order_hint, x.id',
    );
    return {
      data: rows.map((r) => out(r, 'name')),
      total,
      totalPages: totalPages(total, limit),
      page,
    };
  });

  /** `{data, total, page, totalPages}`; filters: id, slug, includeArchived (default false). */
  app.get('/slots', async (req) => {
    const q = req.query as Row;
    const page = qInt(q, 'page', 1);
    const limit = qInt(q, 'limit', 10, 1, 5000);
    const id = qOptInt(q, 'id');
    const slug = qStr(q, 'slug');
    const includeArchived = qBool(q, 'includeArchived') ?? false;
    const params: unknown[] = [];
    const conds: string[] = [];
    if (id !== undefined) {
      params.push(id);
      conds.push(`s.id = $${params.length}`);
    }
    if (slug) {
      params.push(slug);
      conds.push(`s.slug = $${params.length}`);
    }
    if (!includeArchived) conds.push('NOT s.archived');
    const where = conds.length ? `WHERE ${conds.join(' AND ')}` : '';
    const total =
      (await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM slots s ${where}`, params))
        .rows[0]?.n ?? 0;
    const rows = await slotRows(
      db,
      `${SLOT_SELECT} ${where} ORDER BY s.order_hint, s.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      params,
      'x.order_hint, x.id',
    );
    return {
      data: rows.map((r) => out(r)),
      total,
      page,
      totalPages: totalPages(total, limit),
    };
  });

  /** `{data, pagination:{total, totalPages, page}}` */
  app.get('/archived/slots', async (req) => {
    const q = req.query as Row;
    const page = qInt(q, 'page', 1);
    const limit = qInt(q, 'limit', 20, 1, 5000);
    const total =
      (await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM slots WHERE archived`)).rows[0]
        ?.n ?? 0;
    const rows = await slotRows(
      db,
      `${SLOT_SELECT} WHERE s.archived ORDER BY s.updated_at DESC, s.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      [],
      'x.updated_at DESC, x.id DESC',
    );
    return {
      data: rows.map((r) => out(r)),
      pagination: { total, totalPages: totalPages(total, limit), page, limit },
    };
  });

  app.get('/slots/:id', async (req) => out(await slotRow(db, idParam(req.params))));
}
