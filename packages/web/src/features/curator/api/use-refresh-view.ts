import { useCuratorMutation } from './invalidate';

/** `slots.refreshMaterializedView`. */
export const useRefreshMaterializedView = () =>
  useCuratorMutation((trpc) => trpc.slots.refreshMaterializedView.mutationOptions());
