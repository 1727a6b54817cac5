import { SYSTEM_MESSAGES } from '@pitboss/contracts';
import { useSystemMutation } from './system-mutation';

/** Inactive → active, after the warning confirmation (spec 1 §4, §5). */
export const useInitiateShutdown = () =>
  useSystemMutation(
    (trpc) => trpc.system.initiateShutdown.mutationOptions(),
    SYSTEM_MESSAGES.initiateShutdownFailed,
  );
