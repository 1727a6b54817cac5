import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/trpc';
import { promoCodeKeys } from './keys';

/** One promo code, fresh for the edit modal (GET /promo-codes/{id}). */
export function usePromoCode(id: string | null) {
  return useQuery({
    queryKey: promoCodeKeys.one(id ?? ''),
    queryFn: () => api.promoCodes.get.query({ id: id ?? '' }),
    enabled: id !== null,
    staleTime: 0,
  });
}
