import { useMutation } from '@tanstack/react-query';
import { PROVIDERS, SLOTS, type Provider, type WholeList } from '@pitboss/contracts';
import { useTRPCClient } from '../../../../lib/trpc-query';

type Client = ReturnType<typeof useTRPCClient>;

/**
 * Every non-archived provider in display order (the positions `providers.bulkOrder` speaks of),
 * loaded 100 per request through `providers.search`, at most 50 pages, with the count
 * of rows the admin API sent that could not be read (absent when 0).
 */
async function loadProvidersForOrdering(client: Client): Promise<WholeList<Provider>> {
  const all: Provider[] = [];
  const seen = new Set<string>();
  let unreadable = 0;
  for (let page = 1; page <= SLOTS.orderModeMaxPages; page += 1) {
    const answer = await client.providers.search.query({
      page,
      limit: PROVIDERS.orderModeBatchSize,
      order: 'ASC',
      search: '',
      isArchived: false,
    });
    unreadable += answer.unreadable ?? 0;
    for (const p of answer.items) {
      if (!seen.has(p.id)) {
        seen.add(p.id);
        all.push(p);
      }
    }
    if (answer.items.length === 0 || page >= answer.totalPages) break;
  }
  return unreadable > 0 ? { items: all, unreadable } : { items: all };
}

/** Loading for Edit Order is an action (a fresh read each time the mode opens). */
export function useLoadProvidersForOrdering() {
  const client = useTRPCClient();
  return useMutation({ mutationFn: () => loadProvidersForOrdering(client) });
}
