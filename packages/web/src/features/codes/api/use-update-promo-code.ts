import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromoCodeUpdatePayload } from '@pitboss/contracts';
import { api } from '../../../lib/trpc';
import { promoCodeKeys } from './keys';

export function useUpdatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: PromoCodeUpdatePayload }) =>
      api.promoCodes.update.mutate({ id, ...payload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodeKeys.all }),
  });
}
