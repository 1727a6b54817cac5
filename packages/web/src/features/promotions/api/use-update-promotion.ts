import { usePromotionsMutation } from './invalidate';

/** promotions.update (the update payload of spec 2 §3). */
export const useUpdatePromotion = () =>
  usePromotionsMutation((trpc) => trpc.promotions.update.mutationOptions());
