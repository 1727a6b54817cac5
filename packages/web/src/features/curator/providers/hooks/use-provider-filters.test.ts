import { describe, expect, it } from 'vitest';
import { readProviderFilters } from './use-provider-filters';

describe('readProviderFilters', () => {
  it('defaults', () => {
    expect(readProviderFilters(new URLSearchParams(''))).toEqual({
      search: '',
      status: 'all',
      order: 'asc',
      page: 1,
    });
  });

  it('reads its own p* keys, not the slots’ ones', () => {
    const params = new URLSearchParams(
      'q=slot&status=archived&page=4&pq=%20net%20&pstatus=live&porder=desc&ppage=2',
    );
    expect(readProviderFilters(params)).toEqual({
      search: 'net',
      status: 'live',
      order: 'desc',
      page: 2,
    });
  });

  it('ignores nonsense', () => {
    const params = new URLSearchParams('pstatus=gone&porder=up&ppage=-3');
    expect(readProviderFilters(params)).toEqual({
      search: '',
      status: 'all',
      order: 'asc',
      page: 1,
    });
  });
});
