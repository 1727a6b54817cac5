import { useCuratorMutation } from '../../api/invalidate';

/** `providers.reset`: back to the last published state. */
export const useResetProvider = () =>
  useCuratorMutation((trpc) => trpc.providers.reset.mutationOptions());
