import { useTRPCClient } from '../../../lib/trpc-query';
import { usePromotionsMutation } from './invalidate';

export type PublishResult = { ok: true } | { ok: false; error: unknown };

/**
 * promotions.publish: every promotion goes live for players. A failure is returned, not thrown:
 * an upstream 401 here is the casino refusing the publish ('Unauthorized: ...'), not
 * the end of this browser's session, so it must not reach the query cache's sign-out handler.
 */
export function usePublishPromotions() {
  const client = useTRPCClient();
  return usePromotionsMutation(() => ({
    mutationFn: async (): Promise<PublishResult> => {
      try {
        await client.promotions.publish.mutate();
        return { ok: true };
      } catch (error) {
        return { ok: false, error };
      }
    },
  }));
}
