import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/trpc';

/** The game groups a promotion can point at (groups.list; the value is the group's slug). */
export function useGameGroups(enabled: boolean) {
  return useQuery({
    queryKey: ['promotions', 'game-groups'],
    queryFn: () => api.groups.list.query({}),
    enabled,
    staleTime: 5 * 60_000,
  });
}
