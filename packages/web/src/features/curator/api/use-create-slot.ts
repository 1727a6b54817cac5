import { useMutation } from '@tanstack/react-query';
import type { CreateSlotInput } from '@pitboss/contracts';
import { curatorApi } from './client';
import { useInvalidateCurator } from './invalidate';

/** `slots.create`: answers the new slot's id. */
export function useCreateSlot() {
  const invalidate = useInvalidateCurator();
  return useMutation({
    mutationFn: async (input: CreateSlotInput) => (await curatorApi.slots.create.mutate(input)).id,
    onSuccess: () => invalidate(),
  });
}
