import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { API } from '@pitboss/contracts';
import { pageParam } from '../../../lib/page-param';
import { useTRPC, type Trpc } from '../../../lib/trpc-query';

/** The promo codes (GET /promo-codes answers all; the gateway pages them, 100 a page). */
const promoCodesOptions = (trpc: Trpc, page: number) =>
  trpc.promoCodes.list.queryOptions(
    { page, limit: API.maxPageSize },
    { placeholderData: keepPreviousData },
  );

export function usePromoCodes(page: number) {
  return useQuery(promoCodesOptions(useTRPC(), page));
}

/** The page the screen opens on, asked for before its code has rendered (app/route-data.ts). */
export function prefetchCodes(trpc: Trpc, queryClient: QueryClient, params: URLSearchParams) {
  void queryClient.prefetchQuery(promoCodesOptions(trpc, pageParam(params)));
}
