import { useCallback } from 'react';
import type { UseMutationOptions } from '@tanstack/react-query';
import { useInvalidate, useTRPC, useTrpcMutation, type Trpc } from '../../../lib/trpc-query';

/** Every curator list: slots, groups, providers, the catalogue's changes since the last publish. */
const curatorPaths = (trpc: Trpc) => [
  trpc.slots.pathFilter(),
  trpc.groups.pathFilter(),
  trpc.providers.pathFilter(),
  trpc.catalogue.pathFilter(),
];

/** Refreshes every curator list (after a change of ours or of another user). */
export function useInvalidateCurator() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return useCallback(() => invalidate(...curatorPaths(trpc)), [trpc, invalidate]);
}

/** A catalogue mutation: every curator list refreshes after it. */
export function useCuratorMutation<TData, TError, TVariables, TContext>(
  options: (trpc: Trpc) => UseMutationOptions<TData, TError, TVariables, TContext>,
) {
  return useTrpcMutation(options, curatorPaths);
}
