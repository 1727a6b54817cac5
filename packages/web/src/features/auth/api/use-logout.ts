import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/trpc';

/** Signs out (the gateway deletes the session at once), then reloads the page (spec 1 §2). */
export function useLogout() {
  return useMutation({
    mutationFn: () => api.auth.logout.mutate(),
    onSettled: () => {
      window.location.reload();
    },
  });
}
