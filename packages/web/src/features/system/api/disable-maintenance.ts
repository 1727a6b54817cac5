import { SYSTEM_MESSAGES } from '@pitboss/contracts';
import { api } from '../../../lib/trpc';
import { useSystemMutation } from './system-mutation';

/** On → off directly (spec 1 §4). */
export const useDisableMaintenance = () =>
  useSystemMutation(
    () => api.system.disableMaintenance.mutate(),
    SYSTEM_MESSAGES.disableMaintenanceFailed,
  );
