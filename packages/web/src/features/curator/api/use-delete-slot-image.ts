import { useCuratorMutation } from './invalidate';

/** `slots.deleteImage`. */
export const useDeleteSlotImage = () =>
  useCuratorMutation((trpc) => trpc.slots.deleteImage.mutationOptions());
