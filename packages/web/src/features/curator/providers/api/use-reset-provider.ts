import { useMutation } from '@tanstack/react-query';
import { curatorApi } from '../../api/client';
import { useInvalidateCurator } from '../../api/invalidate';

/** `providers.reset`: back to the last published state. */
export function useResetProvider() {
  const invalidate = useInvalidateCurator();
  return useMutation({
    mutationFn: (id: string) => curatorApi.providers.reset.mutate({ id }),
    onSuccess: () => invalidate(),
  });
}
