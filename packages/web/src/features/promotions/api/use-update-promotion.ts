import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionUpdatePayload } from '@pitboss/contracts';
import { PROMOTIONS_KEY, promotionsApi } from './promotions-client';

/** promotions.update (the update payload of spec 2 §3). */
export function useUpdatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PromotionUpdatePayload) => promotionsApi.update.mutate(payload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}
