import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { promotionFilterOptionSchema, type PromotionFilterOption } from '@pitboss/contracts';
import { pageParam } from '../../../lib/page-param';
import type { PromotionsListParams } from '../api/use-promotions-list';

/** The list's filter, search and page as the URL has them. */
export function readPromotionParams(params: URLSearchParams): PromotionsListParams {
  const parsedFilter = promotionFilterOptionSchema.safeParse(params.get('filter'));
  const filter: PromotionFilterOption = parsedFilter.success ? parsedFilter.data : 'default';
  return { filter, search: params.get('search') ?? '', page: pageParam(params) };
}

/** Filter, search and page live in the query string (ARCHITECTURE.md "Routes are real URLs"). */
export function usePromotionParams() {
  const [params, setParams] = useSearchParams();
  const { filter, search, page } = readPromotionParams(params);

  const update = useCallback(
    (next: { filter?: PromotionFilterOption; search?: string; page?: number }, replace = false) => {
      setParams(
        (current) => {
          const p = new URLSearchParams(current);
          if (next.filter !== undefined) {
            if (next.filter === 'default') p.delete('filter');
            else p.set('filter', next.filter);
          }
          if (next.search !== undefined) {
            if (next.search === '') p.delete('search');
            else p.set('search', next.search);
          }
          if (next.page !== undefined) {
            if (next.page <= 1) p.delete('page');
            else p.set('page', String(next.page));
          }
          return p;
        },
        { replace },
      );
    },
    [setParams],
  );

  return { filter, search, page, update };
}
