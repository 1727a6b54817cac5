import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { HttpError, idParam, notFound, parseBody } from '../lib/http.js';
import { Random } from '../lib/random.js';
import { promoCodeOut } from '../lib/serialize.js';

type Row = Record<string, unknown>;
const CURRENCIES = ['USD', 'EUR', 'BTC', 'ETH'] as const;

const nullableDate = (label: string) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .refine((s) => !Number.isNaN(Date.parse(s)), `${label} must be a valid date`)
      .nullable()
      .optional(),
  );

const promoCode = z
  .object({
    code: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z
        .string({ error: 'Code is required' })
        .min(1, 'Code is required')
        .max(64, 'Code must be at most 64 characters')
        .regex(
          /^[A-Za-z0-9_-]+$/,
          'Code may contain only letters, numbers, hyphens and underscores',
        ),
    ),
    reward: z.preprocess(
      (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
      z.number({ error: 'Reward is required' }).positive('Reward must be greater than 0'),
    ),
    currency: z.enum(CURRENCIES, { error: 'Currency is required (USD, EUR, BTC or ETH)' }),
    max_global_uses: z.preprocess(
      (v) => (v === '' ? null : typeof v === 'string' ? Number(v) : v),
      z
        .number()
        .int('Max uses must be a whole number')
        .positive('Max uses must be at least 1')
        .nullable()
        .optional(),
    ),
    valid_from: nullableDate('Valid from'),
    valid_until: nullableDate('Valid until'),
    metadata: z
      .object({ campaign: z.string().max(200).optional(), type: z.string().max(100).optional() })
      .nullable()
      .optional(),
  })
  .refine(
    (b) => !b.valid_from || !b.valid_until || Date.parse(b.valid_until) > Date.parse(b.valid_from),
    {
      message: 'Valid until must be after valid from',
      path: ['valid_until'],
    },
  );

async function getCode(db: Db, id: number): Promise<Row> {
  const r = await db.query<Row>(`SELECT * FROM promo_codes WHERE id = $1`, [id]);
  if (!r.rows[0]) throw notFound('Promo code');
  return r.rows[0];
}

async function assertUniqueCode(db: Db, code: string, exceptId: number): Promise<void> {
  const r = await db.query(`SELECT 1 FROM promo_codes WHERE upper(code) = upper($1) AND id <> $2`, [
    code,
    exceptId,
  ]);
  if (r.rows.length > 0)
    throw new HttpError(409, 'A promo code with this code already exists', {
      code: 'This code already exists',
    });
}

export async function promoCodeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.sandbox;

  /** `{success, data:{data:{codes:[...], total}}}` (deleted codes included, with deleted_at). */
  app.get('/promo-codes', async () => {
    const r = await db.query<Row>(`SELECT * FROM promo_codes ORDER BY created_at DESC, id DESC`);
    return {
      success: true,
      data: { data: { codes: r.rows.map(promoCodeOut), total: r.rows.length } },
    };
  });

  app.post('/promo-codes', async (req, reply) => {
    const b = parseBody(promoCode, req.body);
    const row = await db.transaction(async (tx) => {
      await assertUniqueCode(tx, b.code, 0);
      const r = await tx.query<Row>(
        `INSERT INTO promo_codes (id, code, reward, currency, max_global_uses, valid_from, valid_until, metadata)
         VALUES ((SELECT COALESCE(MAX(id), 0) + 1 FROM promo_codes), $1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING *`,
        [
          b.code,
          b.reward,
          b.currency,
          b.max_global_uses ?? null,
          b.valid_from ?? null,
          b.valid_until ?? null,
          b.metadata ? JSON.stringify(b.metadata) : null,
        ],
      );
      return r.rows[0] ?? {};
    });
    reply.code(201);
    return { success: true, message: 'Promo code created', data: promoCodeOut(row) };
  });

  app.get('/promo-codes/code/:code', async (req) => {
    const { code } = req.params as { code: string };
    const r = await db.query<Row>(`SELECT * FROM promo_codes WHERE upper(code) = upper($1)`, [
      code,
    ]);
    if (!r.rows[0]) throw notFound('Promo code');
    return { success: true, data: promoCodeOut(r.rows[0]) };
  });

  /** Bare promo code. */
  app.get('/promo-codes/:id', async (req) => promoCodeOut(await getCode(db, idParam(req.params))));

  app.put('/promo-codes/:id', async (req) => {
    const id = idParam(req.params);
    return db.transaction(async (tx) => {
      const cur = promoCodeOut(await getCode(tx, id));
      const merged = { ...cur, ...((req.body as Row | null) ?? {}) };
      const b = parseBody(promoCode, merged);
      await assertUniqueCode(tx, b.code, id);
      const r = await tx.query<Row>(
        `UPDATE promo_codes SET code = $2, reward = $3, currency = $4, max_global_uses = $5, valid_from = $6, valid_until = $7,
           metadata = $8::jsonb, updated_at = now() WHERE id = $1 RETURNING *`,
        [
          id,
          b.code,
          b.reward,
          b.currency,
          b.max_global_uses ?? null,
          b.valid_from ?? null,
          b.valid_until ?? null,
          b.metadata ? JSON.stringify(b.metadata) : null,
        ],
      );
      return { success: true, message: 'Promo code updated', data: promoCodeOut(r.rows[0] ?? {}) };
    });
  });

  /** Soft delete: sets deleted_at (the code then shows as inactive). */
  app.delete('/promo-codes/:id', async (req) => {
    const id = idParam(req.params);
    const cur = await getCode(db, id);
    if (cur.deleted_at) throw new HttpError(409, 'Promo code is already deleted');
    await db.query(`UPDATE promo_codes SET deleted_at = now(), updated_at = now() WHERE id = $1`, [
      id,
    ]);
    return { success: true, message: 'Promo code deleted' };
  });

  app.get('/promo-codes/:id/stats', async (req) => {
    const c = await getCode(db, idParam(req.params));
    const rnd = new Random(Number(c.id) * 7919);
    const max = c.max_global_uses as number | null;
    const created = (c.created_at as Date).getTime();
    const end = Math.min(Date.now(), c.deleted_at ? (c.deleted_at as Date).getTime() : Date.now());
    const days = Math.max(1, Math.min(30, Math.ceil((end - created) / 86_400_000)));
    const byDay = Array.from({ length: days }, (_, i) => ({
      date: new Date(created + i * 86_400_000).toISOString().slice(0, 10),
      count: rnd.int(0, max ? Math.max(1, Math.floor(max / 40)) : 25),
    }));
    let total = byDay.reduce((s, d) => s + d.count, 0);
    if (max !== null) total = Math.min(total, max);
    const unique = Math.max(0, total - rnd.int(0, Math.floor(total / 10)));
    return {
      success: true,
      data: {
        id: c.id,
        code: c.code,
        totalRedemptions: total,
        uniqueUsers: unique,
        remainingUses: max === null ? null : Math.max(0, max - total),
        maxGlobalUses: max,
        totalRewardValue: Number((total * Number(c.reward)).toFixed(8)),
        currency: c.currency,
        conversionRate: Number((0.2 + rnd.next() * 0.6).toFixed(3)),
        active: !c.deleted_at,
        lastRedeemedAt: total > 0 ? new Date(end - rnd.int(1, 72) * 3_600_000).toISOString() : null,
        redemptionsByDay: byDay,
      },
    };
  });
}
