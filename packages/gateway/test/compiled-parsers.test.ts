import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '@pitboss/contracts';

// The gateway reads admin-API answers with zod's compiled parsers (src/upstream/parse.ts,
// `z.compile`): a generated fast path, zod's runtime parser when it fails. They must accept,
// refuse and convert exactly as the runtime parser does, for any answer.

/** Every upstream schema the contracts export. */
const SCHEMAS: [string, z.ZodType][] = [];
for (const [name, exported] of Object.entries(contracts) as [string, unknown][])
  if (/^upstream.*Schema$/.test(name) && exported instanceof z.ZodType)
    SCHEMAS.push([name, exported]);

/** Field names admin-API answers use (both spellings), so generated rows hit real fields. */
const FIELDS = [
  'id',
  'title',
  'name',
  'identifier',
  'slug',
  'provider',
  'provider_id',
  'providerId',
  'display_provider',
  'displayProvider',
  'display_provider_id',
  'displayProviderId',
  'display_name',
  'displayName',
  'orig_title',
  'description',
  'category',
  'feature_group',
  'theme',
  'released_at',
  'order_hint',
  'orderHint',
  'archived',
  'live',
  'unedited',
  'has_demo',
  'image_url',
  'imageUrl',
  'params',
  'restrictions',
  'group_ids',
  'groupIds',
  'groups',
  'created_at',
  'updated_at',
  'data',
  'success',
  'message',
  'status',
  'code',
  'value',
  'type',
  'amount',
  'starts_at',
  'ends_at',
  'content',
  'blocks',
  'url',
  'email',
  'username',
  'attributes',
];

/** Values an admin API might send for one field, odd ones included. */
const value = fc.oneof(
  fc.constantFrom('', ' ', '0', '1', 'true', 'false', 0, 1, -1, NaN, null, undefined, true, false),
  fc.string(),
  fc.double(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 2 }),
  fc.array(fc.oneof(fc.integer(), fc.string(), fc.record({ id: fc.integer() })), { maxLength: 3 }),
  fc.record({ id: fc.oneof(fc.integer(), fc.string()), display_name: fc.string() }),
);
const row = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 20 });
/** A readable slot with some fields replaced: rows that mostly parse, unlike random ones. */
const slotRow = row.map((over) => ({
  id: 7,
  title: 'Book of Ra',
  provider: { id: 2, display_name: 'Novomatic' },
  groups: [3, { id: 4 }],
  params: { payout: 96.1 },
  ...over,
}));

const outcome = (schema: z.ZodType, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? { ok: true, value: r.data } : { ok: false, issues: r.error.issues };
};

describe('compiled upstream parsers read as zod’s runtime parser does', () => {
  it('every upstream schema compiles (none falls back to the runtime wholesale)', () => {
    expect(SCHEMAS.length).toBeGreaterThan(10);
    for (const [name, schema] of SCHEMAS)
      expect(() => z.compile(schema, { strict: true }), name).not.toThrow();
  });

  for (const [name, schema] of SCHEMAS) {
    it(`${name}: same acceptance, value and issues for any answer`, () => {
      const compiled = z.compile(schema);
      fc.assert(
        fc.property(fc.oneof(row, slotRow, value), (v) => {
          expect(outcome(compiled, v)).toEqual(outcome(schema, v));
        }),
        { numRuns: 400 },
      );
    });
  }
});
