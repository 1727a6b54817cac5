import { useQuery } from '@tanstack/react-query';
import { curatorApi, curatorKeys } from './client';

/** Every provider (`providers.list`, archived included) for the filter and the slot form. */
export function useAllProviders() {
  return useQuery({
    queryKey: curatorKeys.providers,
    queryFn: () => curatorApi.providers.list.query({ includeArchived: true }),
    staleTime: 60_000,
  });
}
