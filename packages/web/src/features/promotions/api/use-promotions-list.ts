import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PROMOTIONS, type PromotionFilterOption } from '@pitboss/contracts';
import { useTRPC } from '../../../lib/trpc-query';

export interface PromotionsListParams {
  filter: PromotionFilterOption;
  page: number;
  search: string;
}

/** One page of promotions: `promotions.search` while a search is active, else `promotions.filter`. */
export function usePromotionsList({ filter, page, search }: PromotionsListParams) {
  const trpc = useTRPC();
  const term = search.trim();
  const limit = PROMOTIONS.pageSize;
  const options = { placeholderData: keepPreviousData };
  return useQuery(
    term === ''
      ? trpc.promotions.filter.queryOptions({ filter, page, limit }, options)
      : trpc.promotions.search.queryOptions({ filter, page, limit, search: term }, options),
  );
}
