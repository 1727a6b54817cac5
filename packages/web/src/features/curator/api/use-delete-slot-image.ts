import { useMutation } from '@tanstack/react-query';
import { curatorApi } from './client';
import { useInvalidateCurator } from './invalidate';

/** `slots.deleteImage`. */
export function useDeleteSlotImage() {
  const invalidate = useInvalidateCurator();
  return useMutation({
    mutationFn: (id: string) => curatorApi.slots.deleteImage.mutate({ id }),
    onSettled: () => invalidate(),
  });
}
