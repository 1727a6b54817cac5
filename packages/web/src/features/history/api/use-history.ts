import { skipToken, useQuery } from '@tanstack/react-query';
import type { PublishesDiffInput } from '@pitboss/contracts';
import { useTRPC, useTrpcMutation } from '../../../lib/trpc-query';

/** One page of the publish history, newest first; polled while a restore runs (its progress). */
export function usePublishes(page: number, polling = false) {
  const trpc = useTRPC();
  return useQuery(
    trpc.publishes.list.queryOptions(
      { page, limit: 20 },
      { refetchInterval: polling ? 400 : false, placeholderData: (prev) => prev },
    ),
  );
}

/** The diff between two versions (snapshot ids or `current`); nothing while none is chosen. */
export function usePublishDiff(input: PublishesDiffInput | null) {
  const trpc = useTRPC();
  return useQuery(
    trpc.publishes.diff.queryOptions(input ?? skipToken, { staleTime: 0, retry: false }),
  );
}

/** Group names by id, to name a slot's groups in a diff. */
export function useGroupNames() {
  const trpc = useTRPC();
  const groups = useQuery(trpc.groups.list.queryOptions(undefined, { staleTime: 60_000 }));
  const names = new Map<string, string>();
  for (const g of groups.data ?? []) names.set(String(g.id), g.displayName);
  return names;
}

/** `publishes.restore`: the history and every catalogue list refresh after it. */
export const useRestore = () =>
  useTrpcMutation(
    (trpc) => trpc.publishes.restore.mutationOptions(),
    (trpc) => [
      trpc.publishes.pathFilter(),
      trpc.slots.pathFilter(),
      trpc.groups.pathFilter(),
      trpc.providers.pathFilter(),
      trpc.catalogue.pathFilter(),
    ],
  );
