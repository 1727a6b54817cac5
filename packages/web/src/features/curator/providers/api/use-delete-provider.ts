import { useMutation } from '@tanstack/react-query';
import { curatorApi } from '../../api/client';
import { useInvalidateCurator } from '../../api/invalidate';

/** `providers.delete` (refused upstream while slots use the provider). */
export function useDeleteProvider() {
  const invalidate = useInvalidateCurator();
  return useMutation({
    mutationFn: (id: string) => curatorApi.providers.delete.mutate({ id }),
    onSuccess: () => invalidate(),
  });
}
