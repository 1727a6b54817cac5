import { useTrpcMutation } from '../../../lib/trpc-query';

export const useDeleteTable = () =>
  useTrpcMutation(
    (trpc) => trpc.tables.delete.mutationOptions(),
    (trpc) => [trpc.tables.pathFilter()],
  );
