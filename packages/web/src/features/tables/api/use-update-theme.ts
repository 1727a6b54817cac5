import { useTrpcMutation } from '../../../lib/trpc-query';

/** A slug change also moves the tables using the theme: both lists refresh. */
export const useUpdateTheme = () =>
  useTrpcMutation(
    (trpc) => trpc.themes.update.mutationOptions(),
    (trpc) => [trpc.themes.pathFilter(), trpc.tables.pathFilter()],
  );
