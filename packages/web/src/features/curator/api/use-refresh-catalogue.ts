import { useCuratorMutation } from './invalidate';

/** `catalogue.refreshSoftswiss`: POST /softswiss/refresh, then every curator list. */
export const useRefreshCatalogueData = () =>
  useCuratorMutation((trpc) => trpc.catalogue.refreshSoftswiss.mutationOptions());
