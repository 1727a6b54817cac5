import { useMutation } from '@tanstack/react-query';
import type { GroupUpdateInput } from '@pitboss/contracts';
import { curatorApi } from './client';
import { useInvalidateCurator } from './invalidate';

/** `groups.update` (display name, order hint, archived). */
export function useUpdateGroup() {
  const invalidate = useInvalidateCurator();
  return useMutation({
    mutationFn: (input: GroupUpdateInput) => curatorApi.groups.update.mutate(input),
    onSuccess: () => invalidate(),
  });
}
