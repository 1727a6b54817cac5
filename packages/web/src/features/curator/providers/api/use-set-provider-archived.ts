import { useTRPCClient } from '../../../../lib/trpc-query';
import { useCuratorMutation } from '../../api/invalidate';

/** `providers.archive` / `providers.unarchive`. */
export function useSetProviderArchived() {
  const client = useTRPCClient();
  return useCuratorMutation(() => ({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      archived
        ? client.providers.archive.mutate({ id })
        : client.providers.unarchive.mutate({ id }),
  }));
}
