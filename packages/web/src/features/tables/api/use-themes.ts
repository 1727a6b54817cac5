import { useQuery } from '@tanstack/react-query';
import { THEMES } from '@pitboss/contracts';
import { useTRPC } from '../../../lib/trpc-query';

/** Every theme (the picker and the grid need them all); cached 5 minutes (spec 2 §9). */
export function useThemes() {
  const trpc = useTRPC();
  return useQuery(
    trpc.themes.list.queryOptions(
      { page: 1, limit: 100 },
      { staleTime: THEMES.cacheMs, gcTime: THEMES.cacheMs },
    ),
  );
}
