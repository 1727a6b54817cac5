import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc-query';

/**
 * The game groups a promotion can point at (groups.list `{ items, unreadable? }`; the value is
 * the group's slug).
 */
export function useGameGroups(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.groups.list.queryOptions({}, { enabled, staleTime: 5 * 60_000 }));
}
