import { usePromotionsMutation } from './invalidate';

/** promotions.bulkOrder {promotionOrders}. */
export const useBulkOrderPromotions = () =>
  usePromotionsMutation((trpc) => trpc.promotions.bulkOrder.mutationOptions());
