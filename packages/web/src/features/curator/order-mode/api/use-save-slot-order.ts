import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SlotsBulkOrderInput } from '@pitboss/contracts';
import { api } from '../../../../lib/trpc';
import { curatorKeys } from '../../api/client';

/** `slots.bulkOrder` {groupId, slotOrders}: only the changed positions; refreshes the slot lists. */
export function useSaveSlotOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SlotsBulkOrderInput) => api.slots.bulkOrder.mutate(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: curatorKeys.slots }),
  });
}
