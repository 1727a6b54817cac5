import { useCuratorMutation } from './invalidate';

/** `catalogue.reset`: the working catalogue restored from the last publish. */
export const useCatalogueReset = () =>
  useCuratorMutation((trpc) => trpc.catalogue.reset.mutationOptions());
