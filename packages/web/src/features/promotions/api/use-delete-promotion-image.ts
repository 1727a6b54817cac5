import { usePromotionsMutation } from './invalidate';

/** promotions.deleteImage. */
export const useDeletePromotionImage = () =>
  usePromotionsMutation((trpc) => trpc.promotions.deleteImage.mutationOptions());
