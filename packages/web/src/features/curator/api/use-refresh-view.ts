import { useMutation } from '@tanstack/react-query';
import { curatorApi } from './client';
import { useInvalidateCurator } from './invalidate';

/** `slots.refreshMaterializedView`. */
export function useRefreshMaterializedView() {
  const invalidate = useInvalidateCurator();
  return useMutation({
    mutationFn: () => curatorApi.slots.refreshMaterializedView.mutate(),
    onSuccess: () => invalidate(),
  });
}
