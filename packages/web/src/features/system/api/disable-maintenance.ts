import { SYSTEM_MESSAGES } from '@pitboss/contracts';
import { useSystemMutation } from './system-mutation';

/** On → off directly (spec 1 §4). */
export const useDisableMaintenance = () =>
  useSystemMutation(
    (trpc) => trpc.system.disableMaintenance.mutationOptions(),
    SYSTEM_MESSAGES.disableMaintenanceFailed,
  );
