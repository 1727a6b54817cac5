import { useMutation } from '@tanstack/react-query';
import type { ProviderOrderItem } from '@pitboss/contracts';
import { curatorApi } from '../../api/client';
import { useInvalidateCurator } from '../../api/invalidate';

/** `providers.bulkOrder` {providerOrders}: only the changed positions. */
export function useBulkOrderProviders() {
  const invalidate = useInvalidateCurator();
  return useMutation({
    mutationFn: (providerOrders: ProviderOrderItem[]) =>
      curatorApi.providers.bulkOrder.mutate({ providerOrders }),
    onSuccess: () => invalidate(),
  });
}
