import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/trpc';

export const meQueryKey = ['auth', 'me'] as const;

/** Start-up check: the signed-in user (or null) and whether the dev bypass is offered. */
export function useMe() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: () => api.auth.me.query(),
    staleTime: Infinity,
  });
}
