import { useMutation } from '@tanstack/react-query';
import { curatorApi } from './client';
import { useInvalidateCurator } from './invalidate';

/** `slots.reset`: the slot restored from the last publish. */
export function useResetSlot() {
  const invalidate = useInvalidateCurator();
  return useMutation({
    mutationFn: (id: string) => curatorApi.slots.reset.mutate({ id }),
    onSuccess: () => invalidate(),
  });
}
