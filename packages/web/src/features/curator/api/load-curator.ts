import type { QueryClient } from '@tanstack/react-query';
import { preloadImages } from '../../../lib/image-url';
import type { Trpc } from '../../../lib/trpc-query';
import { readSlotFilters } from '../hooks/use-slot-filters';
import { proxiedImageUrl, SLOT_IMAGES_ABOVE_FOLD } from '../utils/image-url';
import { providerPageOptions } from '../providers/api/use-provider-page';
import { readArchived, readProviderFilters } from '../providers/hooks/use-provider-filters';
import { groupsOptions } from './use-groups';
import { allProvidersOptions } from './use-providers';
import { slotsOptions } from './use-slots';

/**
 * What the curator screen opens on (its slots, groups and providers, as the URL's filters ask),
 * asked for before its code has rendered (app/route-data.ts): the same query options as the
 * sections' hooks, so they find the answers in the cache. The images of the first slot cards are
 * downloaded as soon as the list arrives.
 */
export function prefetchCurator(trpc: Trpc, queryClient: QueryClient, params: URLSearchParams) {
  const slots = slotsOptions(trpc, readSlotFilters(params));
  // the first cards' images start downloading when the list arrives, not after it has rendered
  void queryClient.prefetchQuery(slots).then(() => {
    const items = queryClient.getQueryData(slots.queryKey)?.items ?? [];
    preloadImages(
      items
        .slice(0, SLOT_IMAGES_ABOVE_FOLD)
        .flatMap((slot) => (slot.imageUrl ? [proxiedImageUrl(slot.imageUrl, 'slot')] : [])),
    );
  });
  void queryClient.prefetchQuery(groupsOptions(trpc));
  void queryClient.prefetchQuery(allProvidersOptions(trpc));
  const providers = readProviderFilters(params);
  void queryClient.prefetchQuery(providerPageOptions(trpc, providers, readArchived(params)));
}
