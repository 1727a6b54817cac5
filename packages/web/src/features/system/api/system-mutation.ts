import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/trpc';
import { useInvalidate, useTRPC } from '../../../lib/trpc-query';

type Trpc = ReturnType<typeof useTRPC>;

/**
 * A system action without input: the spec's failure text as a toast (with the server's message
 * under it), and the status refreshed whatever happened.
 */
export function useSystemMutation<TData, TError>(
  options: (trpc: Trpc) => UseMutationOptions<TData, TError, void>,
  failureMessage: string,
) {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return useMutation({
    ...options(trpc),
    onError: (error) => {
      const detail = isApiError(error) && error.message ? error.message : undefined;
      toast.error(failureMessage, detail ? { description: detail } : undefined);
    },
    onSettled: () => invalidate(trpc.system.status.pathFilter()),
  });
}
