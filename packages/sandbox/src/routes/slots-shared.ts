import { z } from 'zod';
import type { Db } from '../db/database.js';
import { HttpError, badRequest, notFound } from '../lib/http.js';
import { SLOT_SELECT } from '../lib/serialize.js';
import {
  isoDate,
  jsonObject,
  optBool,
  optInt,
  optString,
  reqId,
  reqString,
} from '../lib/validators.js';

export type Row = Record<string, unknown>;

const idList = z.array(reqId('Group ids must be positive integers'), {
  error: 'group_ids must be an array',
});

export const createSlot = z.object({
  title: reqString('Title is required', 300),
  identifier: reqString('Identifier is required', 300),
  slug: reqString('Slug is required', 300),
  providerId: reqId('Provider is required'),
  displayProviderId: reqId('Display Provider is required'),
  origTitle: optString(300),
  description: optString(5000),
  category: optString(100),
  featureGroup: optString(100),
  theme: optString(100),
  releasedAt: isoDate('Released date must be a valid date').nullable().optional(),
  orderHint: optInt('Order hint must be an integer'),
  archived: optBool(),
  params: jsonObject().optional(),
  restrictions: jsonObject().optional(),
  hasDemo: optBool(),
  groupIds: idList.optional(),
});

export const updateSlot = z.object({
  provider_id: reqId('Provider is required').optional(),
  display_provider_id: reqId('Display Provider is required').optional(),
  identifier: reqString('Identifier is required', 300).optional(),
  title: reqString('Title is required', 300).optional(),
  slug: reqString('Slug is required', 300).optional(),
  orig_title: optString(300),
  description: optString(5000),
  category: optString(100),
  feature_group: optString(100),
  theme: optString(100),
  released_at: isoDate('Released date must be a valid date').nullable().optional(),
  order_hint: optInt('Order hint must be an integer'),
  archived: optBool(),
  live: optBool(),
  has_demo: optBool(),
  params: jsonObject().optional(),
  restrictions: jsonObject().optional(),
  group_ids: idList.optional(),
});
export type SlotUpdate = z.output<typeof updateSlot>;

export const bulkOrder = z.object({
  slotOrders: z
    .array(
      z.object({
        slotId: reqId('slotId is required'),
        order: z.number({ error: 'order must be a number' }).int('order must be an integer'),
      }),
      { error: 'slotOrders must be an array' },
    )
    .min(1, 'slotOrders must not be empty'),
});
export const groupIdsBody = z.object({ group_ids: idList.min(1, 'group_ids must not be empty') });

export async function slotRow(db: Db, id: number): Promise<Row> {
  const r = await db.query<Row>(`${SLOT_SELECT} WHERE s.id = $1`, [id]);
  const row = r.rows[0];
  if (!row) throw notFound('Slot');
  return row;
}

export async function assertProvider(db: Db, id: number, field: string): Promise<void> {
  const r = await db.query(`SELECT 1 FROM providers WHERE id = $1`, [id]);
  if (r.rows.length === 0)
    throw badRequest(`Validation failed: Provider ${id} not found`, {
      [field]: 'Provider not found',
    });
}

export async function assertGroups(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const r = await db.query<{ id: number }>(`SELECT id FROM groups WHERE id = ANY($1::int[])`, [
    ids,
  ]);
  const found = new Set(r.rows.map((x) => x.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new HttpError(404, `Group not found: ${missing.join(', ')}`, {
      group_ids: 'Group not found',
    });
}

export async function assertUnique(
  db: Db,
  field: 'identifier' | 'slug',
  value: string,
  exceptId: number,
): Promise<void> {
  const r = await db.query(`SELECT 1 FROM slots WHERE ${field} = $1 AND id <> $2`, [
    value,
    exceptId,
  ]);
  if (r.rows.length > 0)
    throw new HttpError(409, `A slot with this ${field} already exists`, {
      [field]: `A slot with this ${field} already exists`,
    });
}

/** Appends the slot at the end of each group it is not yet in. */
export async function addToGroups(
  db: Db,
  slotId: number,
  groupIds: readonly number[],
): Promise<void> {
  for (const gid of groupIds) {
    await db.query(
      `INSERT INTO slot_groups (slot_id, group_id, position)
       SELECT $1, $2, COALESCE(MAX(position), 0) + 1 FROM slot_groups WHERE group_id = $2
       ON CONFLICT (slot_id, group_id) DO NOTHING`,
      [slotId, gid],
    );
  }
}

/** Removes memberships and closes the gaps so positions stay 1..n. */
export async function removeFromGroups(
  db: Db,
  slotId: number,
  groupIds: readonly number[],
): Promise<number> {
  let removed = 0;
  for (const gid of groupIds) {
    const r = await db.query<{ position: number }>(
      `DELETE FROM slot_groups WHERE slot_id = $1 AND group_id = $2 RETURNING position`,
      [slotId, gid],
    );
    const pos = r.rows[0]?.position;
    if (pos !== undefined) {
      removed++;
      await db.query(
        `UPDATE slot_groups SET position = position - 1 WHERE group_id = $1 AND position > $2`,
        [gid, pos],
      );
    }
  }
  return removed;
}
