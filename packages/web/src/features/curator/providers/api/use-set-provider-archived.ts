import { useMutation } from '@tanstack/react-query';
import { curatorApi } from '../../api/client';
import { useInvalidateCurator } from '../../api/invalidate';

/** `providers.archive` / `providers.unarchive`. */
export function useSetProviderArchived() {
  const invalidate = useInvalidateCurator();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      archived
        ? curatorApi.providers.archive.mutate({ id })
        : curatorApi.providers.unarchive.mutate({ id }),
    onSuccess: () => invalidate(),
  });
}
