import { useCuratorMutation } from '../../api/invalidate';

/** `providers.create` (display name, trimmed description). */
export const useCreateProvider = () =>
  useCuratorMutation((trpc) => trpc.providers.create.mutationOptions());
