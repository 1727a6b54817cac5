import { useCuratorMutation } from './invalidate';

/** `groups.create`. */
export const useCreateGroup = () =>
  useCuratorMutation((trpc) => trpc.groups.create.mutationOptions());
