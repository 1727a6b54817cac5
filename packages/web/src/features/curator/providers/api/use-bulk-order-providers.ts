import { useCuratorMutation } from '../../api/invalidate';

/** `providers.bulkOrder` {providerOrders}: only the changed positions. */
export const useBulkOrderProviders = () =>
  useCuratorMutation((trpc) => trpc.providers.bulkOrder.mutationOptions());
