import { describe, expect, it } from 'vitest';
import { unreadableItemsMessage, unreadableOrderMessage } from '../src/index.js';

describe('unreadable rows', () => {
  it('says how many items could not be shown, singular for one', () => {
    expect(unreadableItemsMessage(1)).toBe(
      '1 item could not be shown (the admin API sent data this panel cannot read).',
    );
    expect(unreadableItemsMessage(3)).toMatch(/^3 items could not be shown/);
  });

  it('a refused order names the count and says nothing was changed', () => {
    expect(unreadableOrderMessage(1, 'provider')).toBe(
      'The order was not saved: 1 provider could not be read (the admin API sent data this panel cannot read), and saving would move it without showing. Nothing was changed.',
    );
    expect(unreadableOrderMessage(2, 'promotion')).toMatch(
      /^The order was not saved: 2 promotions could not be read .* would move them .*Nothing was changed\.$/,
    );
  });
});
