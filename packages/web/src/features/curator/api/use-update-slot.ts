import { useMutation } from '@tanstack/react-query';
import type { SlotUpdateInput } from '@pitboss/contracts';
import { curatorApi } from './client';
import { useInvalidateCurator } from './invalidate';

/** `slots.update` with only the changed fields (archive and unarchive too). */
export function useUpdateSlot() {
  const invalidate = useInvalidateCurator();
  return useMutation({
    mutationFn: (input: SlotUpdateInput) => curatorApi.slots.update.mutate(input),
    onSuccess: () => invalidate(),
  });
}
