import { usePromotionsMutation } from './invalidate';

/** promotions.setArchived (the gateway sends the archive payload of spec 2 §3). */
export const useSetPromotionArchived = () =>
  usePromotionsMutation((trpc) => trpc.promotions.setArchived.mutationOptions());
