import { useCuratorMutation } from '../../api/invalidate';

/** `providers.update` with only the changed fields. */
export const useUpdateProvider = () =>
  useCuratorMutation((trpc) => trpc.providers.update.mutationOptions());
