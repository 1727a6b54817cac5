import { useQuery } from '@tanstack/react-query';
import { THEMES } from '@pitboss/contracts';
import { useTRPC, type Trpc } from '../../../lib/trpc-query';

/**
 * Themes (the first 100, the admin API's page limit), or those matching `search` (GET /themes
 * ?search): a theme past the first 100 is found by searching. Cached 5 minutes.
 */
export const themesOptions = (trpc: Trpc, search = '') =>
  trpc.themes.list.queryOptions(
    { page: 1, limit: 100, ...(search ? { search } : {}) },
    { staleTime: THEMES.cacheMs, gcTime: THEMES.cacheMs },
  );

export function useThemes(search = '') {
  return useQuery(themesOptions(useTRPC(), search));
}
