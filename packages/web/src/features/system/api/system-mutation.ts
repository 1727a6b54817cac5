import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/trpc';
import { systemStatusQueryKey } from './system-status-key';

/**
 * A system action without input: the spec's failure text as a toast (with the server's message
 * under it), and the status refreshed whatever happened.
 */
export function useSystemMutation(action: () => Promise<unknown>, failureMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onError: (error) => {
      const detail = isApiError(error) && error.message ? error.message : undefined;
      toast.error(failureMessage, detail ? { description: detail } : undefined);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: systemStatusQueryKey }),
  });
}
