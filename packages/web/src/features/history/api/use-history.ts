import { skipToken, useQueries, useQuery } from '@tanstack/react-query';
import type { PublishRecord, PublishesDiffInput } from '@pitboss/contracts';
import { useTRPC, useTrpcMutation } from '../../../lib/trpc-query';

const PAGE_SIZE = 20;

/** One page of the publish history, newest first; polled while a restore runs (its progress). */
export function usePublishes(page: number, polling = false) {
  const trpc = useTRPC();
  return useQuery(
    trpc.publishes.list.queryOptions(
      { page, limit: PAGE_SIZE },
      { refetchInterval: polling ? 400 : false, placeholderData: (prev) => prev },
    ),
  );
}

/** The versions the compare pickers list: the first `pages` pages of the history, newest first. */
export interface PublishVersions {
  rows: PublishRecord[];
  /** Publishes in the whole history (listed or not). */
  total: number;
  /** True while another page could be loaded. */
  hasOlder: boolean;
  loading: boolean;
  error: string | null;
}

/**
 * Pages 1…`pages` of `publishes.list` (the same queries, and cache, as the history table's pages),
 * joined for the From/To pickers; a row that moved to the next page as new publishes arrived is
 * listed once.
 */
export function usePublishVersions(pages: number): PublishVersions {
  const trpc = useTRPC();
  return useQueries({
    queries: Array.from({ length: pages }, (_, i) =>
      trpc.publishes.list.queryOptions({ page: i + 1, limit: PAGE_SIZE }),
    ),
    combine: (results) => {
      const seen = new Set<string>();
      const rows: PublishRecord[] = [];
      for (const r of results)
        for (const row of r.data?.items ?? []) {
          if (seen.has(row.id)) continue;
          seen.add(row.id);
          rows.push(row);
        }
      const known = results.findLast((r) => r.data)?.data;
      const failed = results.find((r) => r.isError)?.error;
      return {
        rows,
        total: known?.total ?? 0,
        hasOlder: pages < (known?.totalPages ?? 0),
        loading: results.some((r) => r.isPending),
        error: failed ? failed.message : null,
      };
    },
  });
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
  for (const g of groups.data?.items ?? []) names.set(String(g.id), g.displayName);
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
