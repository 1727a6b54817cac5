import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { enableMaintenanceFailedMessage, type EnableMaintenanceInput } from '@pitboss/contracts';
import { api, isApiError } from '../../../lib/trpc';
import { systemStatusQueryKey } from './system-status-key';

/** Off → on through the Schedule Maintenance modal (spec 1 §4). */
export function useEnableMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EnableMaintenanceInput) => api.system.enableMaintenance.mutate(input),
    onError: (error) => {
      toast.error(enableMaintenanceFailedMessage(isApiError(error) ? error.message : null));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: systemStatusQueryKey }),
  });
}
