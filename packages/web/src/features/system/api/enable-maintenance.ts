import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { enableMaintenanceFailedMessage } from '@pitboss/contracts';
import { isApiError } from '../../../lib/trpc';
import { useInvalidate, useTRPC } from '../../../lib/trpc-query';

/** Off → on through the Schedule Maintenance modal. */
export function useEnableMaintenance() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return useMutation(
    trpc.system.enableMaintenance.mutationOptions({
      onError: (error) => {
        toast.error(enableMaintenanceFailedMessage(isApiError(error) ? error.message : null));
      },
      onSettled: () => invalidate(trpc.system.status.pathFilter()),
    }),
  );
}
