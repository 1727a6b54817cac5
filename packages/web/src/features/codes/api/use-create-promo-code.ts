import { useTrpcMutation } from '../../../lib/trpc-query';

export const useCreatePromoCode = () =>
  useTrpcMutation(
    (trpc) => trpc.promoCodes.create.mutationOptions(),
    (trpc) => [trpc.promoCodes.pathFilter()],
  );
