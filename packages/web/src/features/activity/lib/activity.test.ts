import { describe, expect, it } from 'vitest';
import { AUDIT_RANGE_INVALID } from '@pitboss/contracts';
import { writeListParams } from '../../../lib/use-list-params';
import {
  ACTIVITY_PARAMS,
  EMPTY_FILTERS,
  actionLabel,
  auditInput,
  exportUrl,
  rangeError,
  readFilters,
  targetLink,
  type ActivityFilters,
} from './activity';

const writeFilters = (f: ActivityFilters) =>
  writeListParams(ACTIVITY_PARAMS, new URLSearchParams(), f);

/** A calendar day of one month (YYYY-MM-DD), for filters whose dates do not matter. */
const day = (d: number): string => new Date(Date.UTC(70, 5, d)).toISOString().slice(0, 10);

describe('activity filters in the URL', () => {
  it('round-trips every filter and drops what is unknown', () => {
    const f = {
      user: 'admin',
      section: 'slots' as const,
      target: '42',
      outcome: 'error' as const,
      from: day(1),
      to: day(24),
      view: 'availability' as const,
      page: 3,
    };
    expect(readFilters(writeFilters(f))).toEqual(f);
    expect(writeFilters(EMPTY_FILTERS).toString()).toBe('');
    expect(
      readFilters(
        new URLSearchParams('section=nope&outcome=maybe&from=24/11/2026&page=-2&view=all-of-it'),
      ),
    ).toEqual(EMPTY_FILTERS);
  });

  it('turns local days into an ISO range for audit.list, and refuses a reversed range', () => {
    const input = auditInput({ ...EMPTY_FILTERS, from: day(1), to: day(1) });
    expect(Date.parse(input.to ?? '') - Date.parse(input.from ?? '')).toBe(86_400_000 - 1);
    expect(auditInput({ ...EMPTY_FILTERS, section: 'publishes' })).toEqual({ domain: 'publishes' });
    expect(rangeError({ from: day(2), to: day(1) })).toBe(AUDIT_RANGE_INVALID);
    expect(auditInput({ ...EMPTY_FILTERS, view: 'promotions', user: 'ada' })).toEqual({
      user: 'ada',
      view: 'promotions',
    });
    expect(rangeError({ from: day(1), to: day(2) })).toBeUndefined();
  });

  it('addresses the streamed export with the same filters', () => {
    expect(exportUrl({})).toBe('/api/audit/export');
    expect(
      exportUrl({ view: 'availability', user: 'a b&c', from: `${day(1)}T00:00:00.000Z` }),
    ).toBe(`/api/audit/export?view=availability&user=a+b%26c&from=${day(1)}T00%3A00%3A00.000Z`);
  });

  it('names actions and links a row to the thing it changed', () => {
    expect(actionLabel('catalogue.importBackup')).toBe('Catalogue: import backup');
    expect(actionLabel('publishes.restore')).toBe('Publish history: restore');
    expect(targetLink('slots.update', '7')).toBe('/curator?slot=7');
    expect(targetLink('slots.bulkOrder', '3')).toBe('/curator?group=3');
    expect(targetLink('publishes.restore', 'x')).toBe(
      '/curator/history?version=x&from=x&to=current',
    );
    expect(targetLink('promoCodes.update', 'X1')).toBe('/codes');
    expect(targetLink('auth.login', null)).toBeNull();
  });
});
