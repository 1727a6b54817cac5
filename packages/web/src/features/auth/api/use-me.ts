import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc-query';

/** The signed-in user and whether the dev bypass is offered (seeded at sign-in). */
export function useMe() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.me.queryOptions(undefined, { staleTime: Infinity }));
}
