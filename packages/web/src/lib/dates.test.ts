import { describe, expect, it } from 'vitest';
import { formatTimestamp, keptTimestamp, localZoneHint, toLocalInput } from './dates';

describe('dates of promotions and promo codes', () => {
  it('a stored timestamp with seconds keeps them in the field', () => {
    const local = toLocalInput('2026-12-01T09:30:45.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:45$/);
    expect(new Date(local).toISOString()).toBe('2026-12-01T09:30:45.000Z');
    expect(toLocalInput('2026-12-01T09:30:00.000Z')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
  });

  it('an untouched field sends the stored timestamp itself; a changed one what was typed', () => {
    const stored = '2026-12-01T09:30:45.123Z';
    expect(keptTimestamp(toLocalInput(stored), stored)).toBe(stored);
    expect(keptTimestamp('2027-01-01T10:00', stored)).toBe('2027-01-01T10:00');
    expect(keptTimestamp('', stored)).toBe('');
    expect(keptTimestamp('2027-01-01T10:00', null)).toBe('2027-01-01T10:00');
  });

  it('one display format, with the zone', () => {
    expect(formatTimestamp('2026-01-01T10:00:30Z')).toMatch(
      /^\d{1,2} [A-Z][a-z]{2} 2026, \d{2}:\d{2} \S+$/,
    );
    expect(formatTimestamp(null)).toBe('—');
    expect(localZoneHint(new Date('2026-01-01T00:00:00Z'))).toMatch(
      /^Times are in your time zone: .+ \(UTC[+-]\d{2}:\d{2}\)\.$/,
    );
  });
});
