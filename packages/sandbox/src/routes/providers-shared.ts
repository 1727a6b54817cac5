import { z } from 'zod';
import { notFound } from '../lib/http.js';
import { optBool, optInt, optString, reqId, reqString } from '../lib/validators.js';
import type { Db } from '../db/database.js';

export type Row = Record<string, unknown>;

export const createProvider = z.object({
  display_name: reqString('Display name is required', 200),
  description: optString(2000),
  archived: optBool(),
  live: optBool(),
  slug: optString(200),
});
export const updateProvider = z.object({
  display_name: reqString('Display Name is required', 200).optional(),
  description: optString(2000),
  archived: optBool(),
  live: optBool(),
  order_hint: optInt('Order hint must be an integer'),
  image_url: z.string().max(2000).nullable().optional(),
});
export const bulkOrder = z.object({
  providerOrders: z
    .array(
      z.object({
        providerId: reqId('providerId is required'),
        order: z.number({ error: 'order must be a number' }).int('order must be an integer'),
      }),
      { error: 'providerOrders must be an array' },
    )
    .min(1, 'providerOrders must not be empty'),
});
export const imageBody = z.object({
  image_url: z.string({ error: 'image_url is required' }).max(2000).nullable(),
});

export async function getProvider(db: Db, id: number): Promise<Row> {
  const r = await db.query<Row>(`SELECT * FROM providers WHERE id = $1`, [id]);
  const row = r.rows[0];
  if (!row) throw notFound('Provider');
  return row;
}
