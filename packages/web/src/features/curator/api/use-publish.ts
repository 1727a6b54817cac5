import { useMutation } from '@tanstack/react-query';
import { curatorApi } from './client';
import { useInvalidateCurator } from './invalidate';

/** `catalogue.publish`: the catalogue copied to production; answers the counts. */
export function usePublish() {
  const invalidate = useInvalidateCurator();
  return useMutation({
    mutationFn: () => curatorApi.catalogue.publish.mutate(),
    onSuccess: () => invalidate(),
  });
}
