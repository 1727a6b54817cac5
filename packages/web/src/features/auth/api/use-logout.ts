import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc-query';
import { SIGN_OUT_WARNING_KEY } from '../lib/sign-out-warning';

/**
 * Signs out (the gateway deletes the session at once), then reloads the page. A warning of the
 * gateway (the identity service kept the refresh token) is shown by the sign-in screen after it.
 */
export function useLogout() {
  const trpc = useTRPC();
  return useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: ({ warning }) => {
        if (warning) sessionStorage.setItem(SIGN_OUT_WARNING_KEY, warning);
      },
      onSettled: () => {
        window.location.reload();
      },
    }),
  );
}
