import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionOrderItem } from '@pitboss/contracts';
import { PROMOTIONS_KEY, promotionsApi } from './promotions-client';

/** promotions.bulkOrder {promotionOrders}. */
export function useBulkOrderPromotions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (promotionOrders: PromotionOrderItem[]) =>
      promotionsApi.bulkOrder.mutate({ promotionOrders }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}
