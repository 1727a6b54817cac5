import { usePromotionsMutation } from './invalidate';

/** promotions.update (the admin API's update payload). */
export const useUpdatePromotion = () =>
  usePromotionsMutation((trpc) => trpc.promotions.update.mutationOptions());
