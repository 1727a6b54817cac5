import type { QueryClient } from '@tanstack/react-query';
import { preloadImages } from '../../../lib/image-url';
import type { Trpc } from '../../../lib/trpc-query';
import { readSlotFilters } from '../hooks/use-slot-filters';
import { proxiedImageUrl, SLOT_IMAGES_ABOVE_FOLD } from '../lib/image-url';
import { providerPageOptions } from '../providers/api/use-provider-page';
import { readArchived, readProviderFilters } from '../providers/hooks/use-provider-filters';
import { groupsOptions } from './use-groups';
import { allProvidersOptions } from './use-providers';
import { slotsOptions } from './use-slots';

/**
 * What the curator screen opens on (its slots, groups and providers, as the URL's filters ask),
 * with the same query options as the sections' hooks. The images of the first slot cards start
 * downloading as soon as the list arrives, while the rest is still on its way.
 */
export function loadCurator(trpc: Trpc, queryClient: QueryClient, params: URLSearchParams) {
  const slots = queryClient.ensureQueryData(slotsOptions(trpc, readSlotFilters(params)));
  void slots.then(
    (page) =>
      preloadImages(
        page.items
          .slice(0, SLOT_IMAGES_ABOVE_FOLD)
          .flatMap((slot) => (slot.imageUrl ? [proxiedImageUrl(slot.imageUrl, 'slot')] : [])),
      ),
    () => undefined,
  );
  const providers = readProviderFilters(params);
  return [
    slots,
    queryClient.ensureQueryData(groupsOptions(trpc)),
    queryClient.ensureQueryData(allProvidersOptions(trpc)),
    queryClient.ensureQueryData(providerPageOptions(trpc, providers, readArchived(params))),
  ];
}
