import { useMutation } from '@tanstack/react-query';
import { promotionsApi } from './promotions-client';

/** promotions.listAllForOrdering: every non-archived promotion, page 1, limit 1000, ascending. */
export function useLoadPromotionsForOrdering() {
  return useMutation({ mutationFn: () => promotionsApi.listAllForOrdering.query() });
}
