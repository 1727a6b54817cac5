import { useMutation } from '@tanstack/react-query';
import type { GroupCreateInput } from '@pitboss/contracts';
import { curatorApi } from './client';
import { useInvalidateCurator } from './invalidate';

/** `groups.create`. */
export function useCreateGroup() {
  const invalidate = useInvalidateCurator();
  return useMutation({
    mutationFn: (input: GroupCreateInput) => curatorApi.groups.create.mutate(input),
    onSuccess: () => invalidate(),
  });
}
