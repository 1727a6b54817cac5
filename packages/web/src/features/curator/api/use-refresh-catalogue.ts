import { useCuratorMutation } from './invalidate';

/** `catalogue.refreshSoftswiss`: POST /softswiss/refresh (spec 1 §7), then every curator list. */
export const useRefreshCatalogueData = () =>
  useCuratorMutation((trpc) => trpc.catalogue.refreshSoftswiss.mutationOptions());
