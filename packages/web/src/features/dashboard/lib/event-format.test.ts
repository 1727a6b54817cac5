import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_TYPES } from '@pitboss/contracts';
import { EVENT_TYPE_LABELS, formatAmount, formatMultiplier, shortId } from './event-format';

describe('event formatting', () => {
  it('labels all nine types', () => {
    for (const type of LIVE_EVENT_TYPES) expect(EVENT_TYPE_LABELS[type]).toBeTruthy();
  });

  it('formats amounts, multipliers and ids', () => {
    expect(formatAmount(1234.5, 'USD')).toBe('1,234.50 USD');
    expect(formatAmount(0.00042, 'BTC')).toBe('0.00042 BTC');
    expect(formatAmount(12, null)).toBe('12.00');
    expect(formatAmount(null, 'EUR')).toBe('—');
    expect(formatMultiplier(2.5)).toBe('2.5×');
    expect(formatMultiplier(null)).toBeNull();
    expect(shortId('0x0123456789abcdef0123')).toBe('0x0123…0123');
    expect(shortId('abc')).toBe('abc');
  });
});
