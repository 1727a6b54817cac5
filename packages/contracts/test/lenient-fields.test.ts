import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  looseBool,
  looseBoolOrNull,
  looseNumber,
  looseText,
  looseTimestamp,
  upstreamIdSchema,
  upstreamSlotSchema,
} from '../src/index.js';

// Each lenient building block is one check, because a union of schemas allocates a result per
// branch. These are the same blocks written as unions of schemas, the plain statement of what
// they mean: the checks must accept, refuse and convert exactly as these do, for any value.
const toNumber = (v: string | number | null | undefined): number | null => {
  if (v == null) return null;
  if (typeof v === 'string' && v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};
const boolValue = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']), z.number()]);
const asBool = (v: unknown) => v === true || v === 'true' || v === '1' || v === 1;
const REFERENCE = {
  upstreamIdSchema: z.union([z.string().min(1), z.number()]).transform((v) => String(v)),
  looseText: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v == null ? null : String(v))),
  looseBool: boolValue.nullish().transform(asBool),
  looseBoolOrNull: boolValue.nullish().transform((v) => (v == null ? null : asBool(v))),
  looseNumber: z.union([z.number(), z.string()]).nullish().transform(toNumber),
  looseTimestamp: z
    .union([z.string(), z.number(), z.date()])
    .nullish()
    .transform((v) => {
      if (v == null) return null;
      if (typeof v === 'string') return v === '' ? null : v;
      const d = typeof v === 'number' ? new Date(v) : v;
      return Number.isNaN(d.getTime()) ? null : d.toISOString();
    }),
};
const CURRENT = {
  upstreamIdSchema,
  looseText,
  looseBool,
  looseBoolOrNull,
  looseNumber,
  looseTimestamp,
};

/** Values an admin API might send for one field, odd ones included. */
const anyValue = fc.oneof(
  fc.constantFrom(
    'true',
    'false',
    '1',
    '0',
    '',
    ' ',
    0,
    1,
    -1,
    NaN,
    Infinity,
    -Infinity,
    null,
    undefined,
    true,
    false,
    new Date(0),
    new Date(NaN),
    8.64e15 + 1,
  ),
  fc.string(),
  fc.double(),
  fc.integer(),
  fc.date({ noInvalidDate: false }),
  fc.jsonValue(),
);

const outcome = (schema: z.ZodType, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? { ok: true, value: r.data } : { ok: false };
};

describe('the lenient upstream fields read as the union definitions do', () => {
  for (const name of Object.keys(CURRENT) as (keyof typeof CURRENT)[]) {
    it(`${name}: same acceptance and value for any input`, () => {
      fc.assert(
        fc.property(anyValue, (v) => {
          expect(outcome(CURRENT[name], v)).toEqual(outcome(REFERENCE[name], v));
        }),
        { numRuns: 2000 },
      );
    });
  }

  it("a slot's groups are read from ids and from objects with an id, as before", () => {
    const parse = (groups: unknown) =>
      upstreamSlotSchema.safeParse({ id: 7, title: 'Book of Ra', groups }).data?.groupIds;
    expect(parse([3, '4', { id: 5, name: 'Top' }])).toEqual(['3', '4', '5']);
    // one unreadable entry makes the list unreadable, which reads as no groups (`.catch(null)`)
    expect(parse([3, { name: 'no id' }])).toEqual([]);
    expect(parse([''])).toEqual([]);
  });
});
