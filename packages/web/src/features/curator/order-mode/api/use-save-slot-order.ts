import { useTrpcMutation } from '../../../../lib/trpc-query';

/** `slots.bulkOrder` {groupId, slotOrders}: only the changed positions; refreshes the slot lists. */
export const useSaveSlotOrder = () =>
  useTrpcMutation(
    (trpc) => trpc.slots.bulkOrder.mutationOptions(),
    (trpc) => [trpc.slots.pathFilter()],
  );
