import { useTrpcMutation } from '../../../lib/trpc-query';

export const useDeleteTheme = () =>
  useTrpcMutation(
    (trpc) => trpc.themes.delete.mutationOptions(),
    (trpc) => [trpc.themes.pathFilter(), trpc.tables.pathFilter()],
  );
