import { usePromotionsMutation } from './invalidate';

/** promotions.delete. */
export const useDeletePromotion = () =>
  usePromotionsMutation((trpc) => trpc.promotions.delete.mutationOptions());
