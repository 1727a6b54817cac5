import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '@pitboss/contracts';
import { api } from '../../../lib/trpc';
import { promoCodeKeys } from './keys';

/** The promo codes (GET /promo-codes answers all; the gateway pages them, 100 a page). */
export function usePromoCodes(page: number) {
  return useQuery({
    queryKey: promoCodeKeys.list(page),
    queryFn: () => api.promoCodes.list.query({ page, limit: API.maxPageSize }),
    placeholderData: keepPreviousData,
  });
}
