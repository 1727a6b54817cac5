import { useCuratorMutation } from './invalidate';

/** `slots.delete`. */
export const useDeleteSlot = () =>
  useCuratorMutation((trpc) => trpc.slots.delete.mutationOptions());
