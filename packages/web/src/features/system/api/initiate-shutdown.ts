import { SYSTEM_MESSAGES } from '@pitboss/contracts';
import { useSystemMutation } from './system-mutation';

/** Inactive → active, after the warning confirmation. */
export const useInitiateShutdown = () =>
  useSystemMutation(
    (trpc) => trpc.system.initiateShutdown.mutationOptions(),
    SYSTEM_MESSAGES.initiateShutdownFailed,
  );
