import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PROMOTIONS, type PromotionFilterOption } from '@pitboss/contracts';
import { useTRPC, type Trpc } from '../../../lib/trpc-query';

export interface PromotionsListParams {
  filter: PromotionFilterOption;
  page: number;
  search: string;
}

/** One page of promotions: `promotions.search` while a search is active, else `promotions.filter`. */
export function promotionsListOptions(trpc: Trpc, { filter, page, search }: PromotionsListParams) {
  const term = search.trim();
  const limit = PROMOTIONS.pageSize;
  const options = { placeholderData: keepPreviousData };
  return term === ''
    ? trpc.promotions.filter.queryOptions({ filter, page, limit }, options)
    : trpc.promotions.search.queryOptions({ filter, page, limit, search: term }, options);
}

export function usePromotionsList(params: PromotionsListParams) {
  return useQuery(promotionsListOptions(useTRPC(), params));
}
