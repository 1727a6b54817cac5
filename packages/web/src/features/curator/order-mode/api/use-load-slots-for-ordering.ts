import { useCallback } from 'react';
import { useFreshRead } from '../../../../lib/use-fresh-read';
import { useTRPC } from '../../../../lib/trpc-query';

/**
 * Every slot of a group in group order, each with what order mode shows
 * (`slots.listAllForOrdering`: 100 per request, at most 50 pages, in the gateway) as
 * `{ items, unreadable? }`: rows it could not read are counted. Read afresh when order mode
 * opens, so a cached copy never stands in for the order the curator edits.
 */
export function useLoadSlotsForOrdering() {
  const trpc = useTRPC();
  const read = useFreshRead();
  return useCallback(
    (groupId: string) => read(trpc.slots.listAllForOrdering.queryOptions({ groupId })),
    [trpc, read],
  );
}
