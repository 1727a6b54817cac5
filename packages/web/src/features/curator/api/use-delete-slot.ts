import { useMutation } from '@tanstack/react-query';
import { curatorApi } from './client';
import { useInvalidateCurator } from './invalidate';

/** `slots.delete`. */
export function useDeleteSlot() {
  const invalidate = useInvalidateCurator();
  return useMutation({
    mutationFn: (id: string) => curatorApi.slots.delete.mutate({ id }),
    onSuccess: () => invalidate(),
  });
}
