import { SYSTEM_MESSAGES } from '@pitboss/contracts';
import { api } from '../../../lib/trpc';
import { useSystemMutation } from './system-mutation';

/** Inactive → active, after the warning confirmation (spec 1 §4, §5). */
export const useInitiateShutdown = () =>
  useSystemMutation(
    () => api.system.initiateShutdown.mutate(),
    SYSTEM_MESSAGES.initiateShutdownFailed,
  );
