import { useTrpcMutation } from '../../../lib/trpc-query';

export const useUpdateTable = () =>
  useTrpcMutation(
    (trpc) => trpc.tables.update.mutationOptions(),
    (trpc) => [trpc.tables.pathFilter()],
  );
