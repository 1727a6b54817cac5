import { SYSTEM_MESSAGES } from '@pitboss/contracts';
import { useSystemMutation } from './system-mutation';

/** On → off directly. */
export const useDisableMaintenance = () =>
  useSystemMutation(
    (trpc) => trpc.system.disableMaintenance.mutationOptions(),
    SYSTEM_MESSAGES.disableMaintenanceFailed,
  );
