import { useCuratorMutation } from '../../api/invalidate';

/** `providers.toggleLive`: flips live. */
export const useToggleProviderLive = () =>
  useCuratorMutation((trpc) => trpc.providers.toggleLive.mutationOptions());
