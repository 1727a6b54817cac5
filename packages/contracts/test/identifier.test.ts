import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TABLE_SLUG_PATTERN,
  THEME_SLUG_PATTERN,
  identifierFromTitle,
  slugFromName,
} from '../src/index.js';

describe('identifierFromTitle', () => {
  it.each([
    ['Book of Dead', 'book_of_dead'],
    ['  Gates   of Olympus 1000 ', 'gates_of_olympus_1000'],
    ["Gonzo's Quest", 'gonzos_quest'],
    ['Big-Bass Bonanza!', 'bigbass_bonanza'],
    ['Sweet Bonanza - Xmas', 'sweet_bonanza_xmas'],
    ['__Already__snake__', 'already_snake'],
    ['Café Royale', 'cafe_royale'],
    ['!!!', ''],
    ['', ''],
    ['Tab\tand\nnewline', 'tab_and_newline'],
  ])('%j → %j', (title, expected) => {
    expect(identifierFromTitle(title)).toBe(expected);
  });

  it('is idempotent and only yields [a-z0-9_] without edge or double underscores', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (title) => {
        const id = identifierFromTitle(title);
        expect(id).toMatch(/^[a-z0-9_]*$/);
        expect(id).not.toMatch(/__|^_|_$/);
        expect(identifierFromTitle(id)).toBe(id);
      }),
      { numRuns: 500 },
    );
  });
});

describe('slugFromName (table create)', () => {
  it.each([
    ['VIP Blackjack Table', 'vip-blackjack-table'],
    ['Roulette_Classic #2', 'roulette-classic-2'],
    ['  --Baccarat--  ', 'baccarat'],
    ['Crème Brûlée', 'creme-brulee'],
  ])('%j → %j', (name, expected) => {
    expect(slugFromName(name)).toBe(expected);
  });

  it('always satisfies the table slug rule when non-empty', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        const slug = slugFromName(name);
        if (slug !== '') expect(slug).toMatch(TABLE_SLUG_PATTERN);
        expect(slugFromName(slug)).toBe(slug);
      }),
    );
  });

  it('slug patterns', () => {
    expect(TABLE_SLUG_PATTERN.test('a-b-1')).toBe(true);
    expect(TABLE_SLUG_PATTERN.test('a_b')).toBe(false);
    expect(THEME_SLUG_PATTERN.test('gold_classic-2')).toBe(true);
    expect(THEME_SLUG_PATTERN.test('Gold')).toBe(false);
  });
});
