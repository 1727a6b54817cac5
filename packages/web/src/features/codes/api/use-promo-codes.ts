import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '@pitboss/contracts';
import { useTRPC } from '../../../lib/trpc-query';

/** The promo codes (GET /promo-codes answers all; the gateway pages them, 100 a page). */
export function usePromoCodes(page: number) {
  const trpc = useTRPC();
  return useQuery(
    trpc.promoCodes.list.queryOptions(
      { page, limit: API.maxPageSize },
      { placeholderData: keepPreviousData },
    ),
  );
}
