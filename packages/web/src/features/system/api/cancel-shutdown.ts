import { SYSTEM_MESSAGES } from '@pitboss/contracts';
import { useSystemMutation } from './system-mutation';

/** Active → inactive (shutdown is cancellable). */
export const useCancelShutdown = () =>
  useSystemMutation(
    (trpc) => trpc.system.cancelShutdown.mutationOptions(),
    SYSTEM_MESSAGES.cancelShutdownFailed,
  );
