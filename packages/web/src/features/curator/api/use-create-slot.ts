import { useCuratorMutation } from './invalidate';

/** `slots.create`: answers the new slot (its id). */
export const useCreateSlot = () =>
  useCuratorMutation((trpc) => trpc.slots.create.mutationOptions());
