import { skipToken, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc-query';

/** A promo code's statistics (GET /promo-codes/{id}/stats), shown as raw JSON. */
export function usePromoCodeStats(id: string | null) {
  const trpc = useTRPC();
  return useQuery(
    trpc.promoCodes.stats.queryOptions(id === null ? skipToken : { id }, { staleTime: 0 }),
  );
}
