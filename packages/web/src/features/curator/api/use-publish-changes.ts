import { useQuery } from '@tanstack/react-query';
import { curatorApi, curatorKeys } from './client';

/** What changed since the last publish, from the gateway's audit trail. */
export function usePublishChanges(enabled: boolean) {
  return useQuery({
    queryKey: curatorKeys.publishChanges,
    queryFn: () => curatorApi.catalogue.changesSinceLastPublish.query(),
    enabled,
    staleTime: 0,
  });
}
