import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromoCodePayload } from '@pitboss/contracts';
import { api } from '../../../lib/trpc';
import { promoCodeKeys } from './keys';

export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PromoCodePayload) => api.promoCodes.create.mutate(payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodeKeys.all }),
  });
}
