import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROMOTIONS_KEY, promotionsApi } from './promotions-client';

export type PublishResult = { ok: true } | { ok: false; error: unknown };

/**
 * promotions.publish: every promotion goes live for players. A failure is returned, not thrown:
 * an upstream 401 here is the casino refusing the publish (spec 2 §8 'Unauthorized: ...'), not
 * the end of this browser's session, so it must not reach the query cache's sign-out handler.
 */
export function usePublishPromotions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<PublishResult> => {
      try {
        await promotionsApi.publish.mutate();
        return { ok: true };
      } catch (error) {
        return { ok: false, error };
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}
