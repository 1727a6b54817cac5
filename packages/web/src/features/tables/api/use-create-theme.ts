import { useTrpcMutation } from '../../../lib/trpc-query';

export const useCreateTheme = () =>
  useTrpcMutation(
    (trpc) => trpc.themes.create.mutationOptions(),
    (trpc) => [trpc.themes.pathFilter()],
  );
