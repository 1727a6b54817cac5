import { useQuery } from '@tanstack/react-query';
import { THEMES } from '@pitboss/contracts';
import { api } from '../../../lib/trpc';
import { themeKeys } from './keys';

/** Every theme (the picker and the grid need them all); cached 5 minutes (spec 2 §9). */
export function useThemes() {
  return useQuery({
    queryKey: themeKeys.list,
    queryFn: () => api.themes.list.query({ page: 1, limit: 100 }),
    staleTime: THEMES.cacheMs,
    gcTime: THEMES.cacheMs,
  });
}
