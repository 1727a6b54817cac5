import { useMutation } from '@tanstack/react-query';
import { useTRPCClient } from '../../../../lib/trpc-query';

/**
 * Every slot of a group in group order, each with what order mode shows
 * (`slots.listAllForOrdering`: 100 per request, at most 50 pages, in the gateway) as
 * `{ items, unreadable? }`: rows it could not read are counted. A snapshot taken when order mode
 * opens, so it is a mutation-style one-shot call rather than a cached query that a refresh could
 * change under the curator's hands.
 */
export function useLoadSlotsForOrdering() {
  const client = useTRPCClient();
  return useMutation({
    mutationFn: (groupId: string) => client.slots.listAllForOrdering.query({ groupId }),
  });
}
