import { useCuratorMutation } from './invalidate';

/** `slots.update` with only the changed fields (archive and unarchive too). */
export const useUpdateSlot = () =>
  useCuratorMutation((trpc) => trpc.slots.update.mutationOptions());
