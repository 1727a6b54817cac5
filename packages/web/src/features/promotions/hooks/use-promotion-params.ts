import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { promotionFilterOptionSchema, type PromotionFilterOption } from '@pitboss/contracts';

/** Filter, search and page live in the query string (ARCHITECTURE.md "Routes are real URLs"). */
export function usePromotionParams() {
  const [params, setParams] = useSearchParams();
  const parsedFilter = promotionFilterOptionSchema.safeParse(params.get('filter'));
  const filter: PromotionFilterOption = parsedFilter.success ? parsedFilter.data : 'default';
  const search = params.get('search') ?? '';
  const rawPage = Number(params.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;

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
