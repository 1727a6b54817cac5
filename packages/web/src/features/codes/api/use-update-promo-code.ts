import { useTrpcMutation } from '../../../lib/trpc-query';

export const useUpdatePromoCode = () =>
  useTrpcMutation(
    (trpc) => trpc.promoCodes.update.mutationOptions(),
    (trpc) => [trpc.promoCodes.pathFilter()],
  );
