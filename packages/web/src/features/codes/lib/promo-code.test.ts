import { describe, expect, it } from 'vitest';
import { buildPromoCodePayload, promoCodeFormSchema, type PromoCode } from '@pitboss/contracts';
import { toLocalInput } from '../../../lib/dates';
import { EMPTY_FORM, formValuesOf, maxUsesText } from './promo-code';

const code: PromoCode = {
  id: '7',
  code: 'WINTER',
  reward: 2.5,
  currency: 'BTC',
  maxGlobalUses: null,
  validFrom: '2026-12-01T09:30:00.000Z',
  validUntil: null,
  metadata: { campaign: 'winter', type: null },
  deletedAt: null,
  active: true,
};

describe('promo code form values', () => {
  it('round-trips a code through the form into the same payload', () => {
    const values = formValuesOf(code);
    expect(values.maxGlobalUses).toBe('');
    expect(values.validUntil).toBe('');
    const payload = buildPromoCodePayload(promoCodeFormSchema.parse(values));
    expect(payload).toEqual({
      code: 'WINTER',
      reward: 2.5,
      currency: 'BTC',
      valid_from: '2026-12-01T09:30:00.000Z',
      metadata: { campaign: 'winter' },
    });
  });

  it('sends only the required fields when nothing else is filled', () => {
    const payload = buildPromoCodePayload(
      promoCodeFormSchema.parse({ ...EMPTY_FORM, code: 'A', reward: '1', currency: 'USD' }),
    );
    expect(payload).toEqual({ code: 'A', reward: 1, currency: 'USD' });
  });

  it('shows unlimited for blank max uses and local time for dates', () => {
    expect(maxUsesText(null)).toBe('Unlimited');
    expect(maxUsesText(5)).toBe('5');
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
    const local = toLocalInput('2026-12-01T09:30:00.000Z');
    expect(new Date(local).toISOString()).toBe('2026-12-01T09:30:00.000Z');
  });
});
