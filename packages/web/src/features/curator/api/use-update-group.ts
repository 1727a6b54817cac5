import { useCuratorMutation } from './invalidate';

/** `groups.update` (display name, order hint, archived). */
export const useUpdateGroup = () =>
  useCuratorMutation((trpc) => trpc.groups.update.mutationOptions());
