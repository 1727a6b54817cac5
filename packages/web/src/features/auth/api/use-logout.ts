import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc-query';

/** Signs out (the gateway deletes the session at once), then reloads the page. */
export function useLogout() {
  const trpc = useTRPC();
  return useMutation(
    trpc.auth.logout.mutationOptions({
      onSettled: () => {
        window.location.reload();
      },
    }),
  );
}
