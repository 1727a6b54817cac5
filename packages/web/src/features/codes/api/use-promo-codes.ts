import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '@pitboss/contracts';
import { useTRPC, type Trpc } from '../../../lib/trpc-query';

/** The promo codes (GET /promo-codes answers all; the gateway pages them, 100 a page). */
export const promoCodesOptions = (trpc: Trpc, page: number) =>
  trpc.promoCodes.list.queryOptions(
    { page, limit: API.maxPageSize },
    { placeholderData: keepPreviousData },
  );

export function usePromoCodes(page: number) {
  return useQuery(promoCodesOptions(useTRPC(), page));
}
