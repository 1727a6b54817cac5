import { useCallback } from 'react';
import { useFreshRead } from '../../../lib/use-fresh-read';
import { useTRPC } from '../../../lib/trpc-query';

/**
 * `promotions.listAllForOrdering`: every non-archived promotion, page 1, limit 1000, ascending;
 * afresh each time Edit Order opens.
 */
export function useLoadPromotionsForOrdering() {
  const trpc = useTRPC();
  const read = useFreshRead();
  return useCallback(() => read(trpc.promotions.listAllForOrdering.queryOptions()), [trpc, read]);
}
