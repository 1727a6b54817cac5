import { describe, expect, it } from 'vitest';
import { readSlotFilters } from './use-slot-filters';

describe('readSlotFilters', () => {
  it('reads every filter from the query string', () => {
    expect(
      readSlotFilters(
        new URLSearchParams(
          'q=fox&sort=title&status=live&dir=desc&group=3&provider=9&page=2&archived=1',
        ),
      ),
    ).toEqual({
      search: 'fox',
      sort: 'title',
      status: 'live',
      direction: 'desc',
      group: '3',
      provider: '9',
      page: 2,
      archived: true,
    });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(readSlotFilters(new URLSearchParams('sort=bogus&status=x&dir=up&page=-4'))).toEqual({
      search: '',
      sort: 'default',
      status: 'all',
      direction: 'asc',
      group: '',
      provider: '',
      page: 1,
      archived: false,
    });
  });
});
