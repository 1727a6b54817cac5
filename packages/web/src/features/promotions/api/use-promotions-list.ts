import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PROMOTIONS, type PromotionFilterOption } from '@pitboss/contracts';
import { PROMOTIONS_KEY, promotionsApi } from './promotions-client';

export interface PromotionsListParams {
  filter: PromotionFilterOption;
  page: number;
  search: string;
}

/** One page of promotions: `promotions.search` while a search is active, else `promotions.filter`. */
export function usePromotionsList({ filter, page, search }: PromotionsListParams) {
  const term = search.trim();
  return useQuery({
    queryKey: [...PROMOTIONS_KEY, 'list', { filter, page, search: term }],
    queryFn: () =>
      term === ''
        ? promotionsApi.filter.query({ filter, page, limit: PROMOTIONS.pageSize })
        : promotionsApi.search.query({ filter, page, limit: PROMOTIONS.pageSize, search: term }),
    placeholderData: keepPreviousData,
  });
}
