import { useTrpcMutation } from '../../../lib/trpc-query';

export const useDeletePromoCode = () =>
  useTrpcMutation(
    (trpc) => trpc.promoCodes.delete.mutationOptions(),
    (trpc) => [trpc.promoCodes.pathFilter()],
  );
