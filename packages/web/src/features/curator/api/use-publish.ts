import { useCuratorMutation } from './invalidate';

/** `catalogue.publish`: the catalogue copied to production; answers the counts. */
export const usePublish = () =>
  useCuratorMutation((trpc) => trpc.catalogue.publish.mutationOptions());
