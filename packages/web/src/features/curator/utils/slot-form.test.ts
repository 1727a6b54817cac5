import { describe, expect, it, vi } from 'vitest';
import type { Slot } from '@pitboss/contracts';
import { slotEditChanges, slotFormValues } from './slot-form';

const slot: Slot = {
  id: '7',
  title: 'Book of Dead',
  identifier: 'book_of_dead',
  slug: 'book-of-dead',
  providerId: '1',
  providerName: 'Play',
  displayProviderId: '1',
  displayProviderName: 'Play',
  origTitle: null,
  description: 'Egypt',
  category: 'slots',
  featureGroup: null,
  theme: 'egypt',
  releasedAt: '2020-05-01T00:00:00.000Z',
  orderHint: 3,
  archived: false,
  live: true,
  unedited: false,
  hasDemo: true,
  imageUrl: null,
  params: { volatility_rating: 5 },
  restrictions: {},
  groupIds: ['2', '1'],
  createdAt: null,
  updatedAt: null,
};

describe('slotEditChanges', () => {
  const before = slotFormValues(slot);

  it('is empty when nothing changed', () => {
    expect(slotEditChanges(before, { ...before, groupIds: ['1', '2'] })).toEqual({});
  });

  it('holds only the changed fields', () => {
    expect(
      slotEditChanges(before, { ...before, theme: 'ocean ', orderHint: '4', hasDemo: false }),
    ).toEqual({
      theme: 'ocean',
      orderHint: '4',
      hasDemo: false,
    });
  });

  it('clears an optional text to null, compares JSON by value, drops invalid JSON with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      slotEditChanges(before, {
        ...before,
        description: '  ',
        params: '{ "volatility_rating": 5 }',
        restrictions: '{oops',
      }),
    ).toEqual({ description: null });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('sends new params and group membership', () => {
    expect(
      slotEditChanges(before, { ...before, params: '{"payout": 96}', groupIds: ['1'] }),
    ).toEqual({
      params: { payout: 96 },
      groupIds: ['1'],
    });
  });
});
