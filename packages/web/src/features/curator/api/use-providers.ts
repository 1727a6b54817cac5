import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc-query';

/**
 * Every provider (`providers.list`, archived included) for the filter and the slot form:
 * `{ items, unreadable? }` (`unreadable`: rows the admin API sent that could not be read).
 */
export function useAllProviders() {
  const trpc = useTRPC();
  return useQuery(
    trpc.providers.list.queryOptions({ includeArchived: true }, { staleTime: 60_000 }),
  );
}
