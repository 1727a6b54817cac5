import { useTRPCClient } from '../../../../lib/trpc-query';
import { useCuratorMutation } from '../../api/invalidate';

/** `providers.archive` / `providers.unarchive`. */
export function useSetProviderArchived() {
  const client = useTRPCClient();
  return useCuratorMutation(() => ({
    mutationFn: ({ archived, ...input }: { id: string; archived: boolean; base?: string }) =>
      archived ? client.providers.archive.mutate(input) : client.providers.unarchive.mutate(input),
  }));
}
