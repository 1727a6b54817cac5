import type { UseMutationOptions } from '@tanstack/react-query';
import { useTrpcMutation, type Trpc } from '../../../lib/trpc-query';

/** A promotions mutation: the promotion lists refresh after it. */
export function usePromotionsMutation<TData, TError, TVariables, TContext>(
  options: (trpc: Trpc) => UseMutationOptions<TData, TError, TVariables, TContext>,
) {
  return useTrpcMutation(options, (trpc) => [trpc.promotions.pathFilter()]);
}
