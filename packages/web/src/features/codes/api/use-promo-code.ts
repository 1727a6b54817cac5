import { skipToken, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc-query';

/** One promo code, fresh for the edit modal (GET /promo-codes/{id}). */
export function usePromoCode(id: string | null) {
  const trpc = useTRPC();
  return useQuery(
    trpc.promoCodes.get.queryOptions(id === null ? skipToken : { id }, { staleTime: 0 }),
  );
}
