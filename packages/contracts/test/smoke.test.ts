import { describe, expect, it } from 'vitest';
import {
  idSchema,
  normalisePage,
  upstreamSlotSchema,
  upstreamPromotionSchema,
  upstreamUserSchema,
} from '../src/index.js';

describe('smoke', () => {
  it('parses', () => {
    expect(idSchema.parse(12)).toBe('12');
    expect(idSchema.safeParse('../x').success).toBe(false);
    const s = upstreamSlotSchema.parse({
      id: 1,
      name: 'Book',
      provider: { id: 3, display_name: 'P' },
      groups: [{ id: 2 }, 5],
      params: '{"a":1}',
    });
    expect(s.title).toBe('Book');
    expect(s.providerId).toBe('3');
    expect(s.groupIds).toEqual(['2', '5']);
    const p = upstreamPromotionSchema.parse({
      id: 'a',
      title: 'T',
      game_group: 'g',
      button_text: 'Go',
      text: '[{"type":"paragraph","value":"<p>x</p>"}]',
    });
    expect(p.gameGroup).toBe('g');
    expect(p.text).toHaveLength(1);
    const u = upstreamUserSchema.parse({
      username: 'admin',
      userId: 'u1',
      attributes: { 'custom:role': 'admin', given_name: 'Ada', family_name: 'L' },
    });
    expect(u.displayName).toBe('Ada L');
    expect(u.isAdmin).toBe(true);
    expect(
      normalisePage({
        data: [1, 2],
        pagination: { totalCount: 12, totalPages: 6, currentPage: 2 },
      }),
    ).toEqual({ items: [1, 2], total: 12, page: 2, totalPages: 6 });
  });
});
