import { useQuery } from '@tanstack/react-query';
import { useTRPC, type Trpc } from '../../../lib/trpc-query';

/**
 * Every provider (`providers.list`, archived included) for the filter and the slot form:
 * `{ items, unreadable? }` (`unreadable`: rows the admin API sent that could not be read).
 */
export const allProvidersOptions = (trpc: Trpc) =>
  trpc.providers.list.queryOptions({ includeArchived: true }, { staleTime: 60_000 });

export function useAllProviders() {
  return useQuery(allProvidersOptions(useTRPC()));
}
