import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc-query';

/** What changed since the last publish, from the gateway's audit trail. */
export function usePublishChanges(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(
    trpc.catalogue.changesSinceLastPublish.queryOptions(undefined, { enabled, staleTime: 0 }),
  );
}
