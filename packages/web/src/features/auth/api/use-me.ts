import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/trpc';

export const meQueryKey = ['auth', 'me'] as const;

/** The signed-in user and whether the dev bypass is offered (seeded at sign-in). */
export function useMe() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: () => api.auth.me.query(),
    staleTime: Infinity,
  });
}
