import { useCuratorMutation } from './invalidate';

/** `slots.reset`: the slot restored from the last publish. */
export const useResetSlot = () => useCuratorMutation((trpc) => trpc.slots.reset.mutationOptions());
