import { useMutation } from '@tanstack/react-query';
import type { ProviderCreateInput } from '@pitboss/contracts';
import { curatorApi } from '../../api/client';
import { useInvalidateCurator } from '../../api/invalidate';

/** `providers.create` (display name, trimmed description). */
export function useCreateProvider() {
  const invalidate = useInvalidateCurator();
  return useMutation({
    mutationFn: (input: ProviderCreateInput) => curatorApi.providers.create.mutate(input),
    onSuccess: () => invalidate(),
  });
}
