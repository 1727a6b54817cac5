import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LIST_LOAD_FAILED,
  PROMOTION_MESSAGES,
  pageOfText,
  pageOutOfRangeMessage,
} from '../src/index.js';

describe('list load failures', () => {
  it("keep the spec's one quoted text and say the others in its style", () => {
    expect(LIST_LOAD_FAILED.promotions).toBe(PROMOTION_MESSAGES.loadFailed);
    expect(LIST_LOAD_FAILED.promotions).toBe('Failed to load promotions');
    for (const text of Object.values(LIST_LOAD_FAILED)) expect(text).toMatch(/^Failed to load \S/);
    expect(new Set(Object.values(LIST_LOAD_FAILED)).size).toBe(
      Object.keys(LIST_LOAD_FAILED).length,
    );
  });
});

describe('the pager', () => {
  it('says where it stands, with thousands grouped', () => {
    expect(pageOfText(3, 94)).toBe('Page 3 of 94');
    expect(pageOfText(1200, 1500)).toBe('Page 1,200 of 1,500');
    expect(pageOutOfRangeMessage(94)).toBe('Enter a page from 1 to 94.');
  });

  it('names both numbers for any page and count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 999 }), (p, n) => {
        expect(pageOfText(p, n)).toBe(`Page ${p} of ${n}`);
        expect(pageOutOfRangeMessage(n)).toContain(`to ${n}.`);
      }),
    );
  });
});
