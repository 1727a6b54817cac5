import { useMutation } from '@tanstack/react-query';
import type { ProviderUpdateInput } from '@pitboss/contracts';
import { curatorApi } from '../../api/client';
import { useInvalidateCurator } from '../../api/invalidate';

/** `providers.update` with only the changed fields. */
export function useUpdateProvider() {
  const invalidate = useInvalidateCurator();
  return useMutation({
    mutationFn: (input: ProviderUpdateInput) => curatorApi.providers.update.mutate(input),
    onSuccess: () => invalidate(),
  });
}
