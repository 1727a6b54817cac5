import { useCallback } from 'react';
import {
  useMutation,
  useQueryClient,
  type QueryFilters,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@pitboss/gateway';

/**
 * The tRPC–TanStack Query integration of the signed-in application. Every query and mutation
 * takes its options from here (`trpc.slots.filter.queryOptions(input)`,
 * `trpc.slots.update.mutationOptions()`), and invalidation names the router's paths
 * (`trpc.slots.pathFilter()`): no query key is written by hand. The login page does not load
 * this module (it uses the bare client of `./trpc`).
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type Trpc = ReturnType<typeof useTRPC>;

/**
 * Refreshes the queries under some router paths, e.g.
 * `invalidate(trpc.themes.pathFilter(), trpc.tables.pathFilter())`.
 */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return useCallback(
    (...filters: QueryFilters[]) =>
      Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter))),
    [queryClient],
  );
}

/**
 * A tRPC mutation that refreshes the lists it changes once it has settled (success or failure:
 * a failed call may still have changed something upstream), e.g.
 * `useTrpcMutation((t) => t.tables.create.mutationOptions(), (t) => [t.tables.pathFilter()])`.
 * `mutateAsync` resolves after the refresh.
 */
export function useTrpcMutation<TData, TError, TVariables, TContext>(
  options: (trpc: Trpc) => UseMutationOptions<TData, TError, TVariables, TContext>,
  refresh: (trpc: Trpc) => QueryFilters[],
) {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return useMutation({
    ...options(trpc),
    onSettled: () => invalidate(...refresh(trpc)),
  });
}
