import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createSlotInputSchema,
  ID_INVALID_MESSAGE,
  idInputSchema,
  idSchema,
  isIssuedId,
  makeIdSchema,
  promotionIdInputSchema,
  slotOrderItemSchema,
} from '../src/index.js';

/**
 * The admin API issues positive integer ids. Anything a lenient `Number()` upstream would read as
 * another id (hex, exponent, sign, leading zero, space, fraction) must be refused, so one entity
 * cannot be reached under several names.
 */
const ALIASES = [
  '0x10',
  '0X1f',
  '0b101',
  '0o17',
  '1e3',
  '1E3',
  '1e+3',
  ' 1',
  '1 ',
  '\t1',
  '1\n',
  '-1',
  '+1',
  '01',
  '00',
  '0',
  '1.0',
  '1.',
  '.5',
  'Infinity',
  'NaN',
  '1_000',
  '١٢',
  '９',
  '9007199254740992',
  '99999999999999999',
];

describe('ids are what the admin API issues', () => {
  it('refuses every other spelling of a number, with the id message', () => {
    for (const alias of ALIASES) {
      const out = idSchema.safeParse(alias);
      expect(out.success, JSON.stringify(alias)).toBe(false);
      expect(out.error?.issues[0]?.message).toBe(ID_INVALID_MESSAGE);
    }
    for (const n of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1, 1e21, Number.NaN, Infinity])
      expect(idSchema.safeParse(n).success, String(n)).toBe(false);
  });

  it('refuses the slugs and keys that are not ids (they have their own schemas)', () => {
    for (const s of ['abc', 'slot-1', 'a_b', 'x'.repeat(64), 'deadbeef'])
      expect(idSchema.safeParse(s).success, s).toBe(false);
  });

  it('every id-taking input refuses 0x10 with its own message', () => {
    expect(idInputSchema.safeParse({ id: '0x10' }).error?.issues[0]?.message).toBe('Invalid id');
    expect(promotionIdInputSchema.safeParse({ id: '1e3' }).error?.issues[0]?.message).toBe(
      'Promotion ID is required',
    );
    expect(slotOrderItemSchema.safeParse({ slotId: '-1', order: 1 }).success).toBe(false);
    const slot = createSlotInputSchema.safeParse({
      title: 't',
      identifier: 'i',
      slug: 's',
      providerId: '0x10',
      displayProviderId: 1,
    });
    expect(slot.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['providerId', 'Invalid id'],
    ]);
  });

  it('property: every positive safe integer passes, as a number or its decimal text, unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(idSchema.parse(n)).toBe(String(n));
        expect(idSchema.parse(String(n))).toBe(String(n));
      }),
    );
  });

  it('property: a string passes only when it is the canonical decimal of the number it names', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 20 }),
          fc.stringMatching(/^[-+ 0x.eE0-9]{1,20}$/),
          fc.integer({ min: 0, max: 1e6 }).map((n) => `0${n}`),
          fc.integer({ min: 1, max: 1e6 }).map((n) => n.toString(16)),
          fc.double().map(String),
        ),
        (s) => {
          const ok = idSchema.safeParse(s).success;
          const n = Number(s);
          const canonical =
            Number.isSafeInteger(n) && n > 0 && String(n) === s && /^[0-9]+$/.test(s);
          expect(ok, JSON.stringify(s)).toBe(canonical);
          expect(isIssuedId(s)).toBe(canonical);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a schema with its own message keeps it for every refusal', () => {
    const theme = makeIdSchema('Theme ID is required');
    for (const bad of ['', '0x10', 0, 'abc'])
      expect(theme.safeParse(bad).error?.issues[0]?.message).toBe('Theme ID is required');
  });
});
