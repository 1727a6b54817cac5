import { useMutation } from '@tanstack/react-query';
import { curatorApi } from '../../api/client';
import { useInvalidateCurator } from '../../api/invalidate';

/** `providers.toggleLive`: flips live. */
export function useToggleProviderLive() {
  const invalidate = useInvalidateCurator();
  return useMutation({
    mutationFn: (id: string) => curatorApi.providers.toggleLive.mutate({ id }),
    onSuccess: () => invalidate(),
  });
}
