import { useCallback } from 'react';
import { useFreshRead } from '../../../../lib/use-fresh-read';
import { useTRPC } from '../../../../lib/trpc-query';

/**
 * Every non-archived provider in display order (the positions `providers.bulkOrder` speaks of),
 * read by the gateway 100 a page (`providers.listAllForOrdering`), with the count of rows it
 * could not read; afresh each time Edit Order opens.
 */
export function useLoadProvidersForOrdering() {
  const trpc = useTRPC();
  const read = useFreshRead();
  return useCallback(() => read(trpc.providers.listAllForOrdering.queryOptions()), [trpc, read]);
}
