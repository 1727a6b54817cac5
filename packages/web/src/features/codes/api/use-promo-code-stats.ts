import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/trpc';
import { promoCodeKeys } from './keys';

/** A promo code's statistics (GET /promo-codes/{id}/stats), shown as raw JSON. */
export function usePromoCodeStats(id: string | null) {
  return useQuery({
    queryKey: promoCodeKeys.stats(id ?? ''),
    queryFn: () => api.promoCodes.stats.query({ id: id ?? '' }),
    enabled: id !== null,
    staleTime: 0,
  });
}
