import { describe, expect, it } from 'vitest';
import { slotJsonInvalidMessage, type Slot } from '@pitboss/contracts';
import {
  slotEditChanges,
  slotFormValues,
  withSlotJsonChecks,
  type SlotFormValues,
} from './slot-form';

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

  it('clears an optional text to null, compares JSON by value', () => {
    expect(
      slotEditChanges(before, {
        ...before,
        description: '  ',
        params: '{ "volatility_rating": 5 }',
      }),
    ).toEqual({ description: null });
  });

  it('never drops invalid JSON in silence (the resolver refuses it first)', () => {
    expect(() => slotEditChanges(before, { ...before, restrictions: '{oops' })).toThrow(
      slotJsonInvalidMessage('Restrictions'),
    );
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

describe('withSlotJsonChecks', () => {
  const values = slotFormValues(slot);
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  it('passes a form whose params and restrictions are JSON objects (or blank)', async () => {
    const resolve = withSlotJsonChecks<SlotFormValues, unknown, SlotFormValues>();
    const result = await resolve({ ...values, restrictions: '' }, undefined, options);
    expect(result.errors).toEqual({});
  });

  it('blocks the save with a field error for text that is not a JSON object', async () => {
    const resolve = withSlotJsonChecks<SlotFormValues, unknown, SlotFormValues>();
    const result = await resolve(
      { ...values, params: '{not json', restrictions: '[1, 2]' },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      params: { message: slotJsonInvalidMessage('Params') },
      restrictions: { message: slotJsonInvalidMessage('Restrictions') },
    });
  });

  it("keeps the inner resolver's errors alongside", async () => {
    const resolve = withSlotJsonChecks<SlotFormValues, unknown, SlotFormValues>(() => ({
      values: {},
      errors: { title: { type: 'required', message: 'Title is required' } },
    }));
    const result = await resolve({ ...values, params: 'x' }, undefined, options);
    expect(Object.keys(result.errors).sort()).toEqual(['params', 'title']);
  });
});
