import { useMutation } from '@tanstack/react-query';
import { useTRPCClient } from '../../../lib/trpc-query';

/** promotions.listAllForOrdering: every non-archived promotion, page 1, limit 1000, ascending. */
export function useLoadPromotionsForOrdering() {
  const client = useTRPCClient();
  return useMutation({ mutationFn: () => client.promotions.listAllForOrdering.query() });
}
