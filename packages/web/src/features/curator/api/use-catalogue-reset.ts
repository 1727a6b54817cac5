import { useMutation } from '@tanstack/react-query';
import { curatorApi } from './client';
import { useInvalidateCurator } from './invalidate';

/** `catalogue.reset`: the working catalogue restored from the last publish. */
export function useCatalogueReset() {
  const invalidate = useInvalidateCurator();
  return useMutation({
    mutationFn: () => curatorApi.catalogue.reset.mutate(),
    onSuccess: () => invalidate(),
  });
}
