import { usePromotionsMutation } from './invalidate';

/** promotions.setArchived (the gateway sends the admin API's archive payload). */
export const useSetPromotionArchived = () =>
  usePromotionsMutation((trpc) => trpc.promotions.setArchived.mutationOptions());
