import { useCuratorMutation } from '../../api/invalidate';

/** `providers.delete` (refused upstream while slots use the provider). */
export const useDeleteProvider = () =>
  useCuratorMutation((trpc) => trpc.providers.delete.mutationOptions());
