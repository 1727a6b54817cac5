import { useTrpcMutation } from '../../../lib/trpc-query';

export const useCreateTable = () =>
  useTrpcMutation(
    (trpc) => trpc.tables.create.mutationOptions(),
    (trpc) => [trpc.tables.pathFilter()],
  );
