import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROMOTIONS_KEY, promotionsApi } from './promotions-client';

/** promotions.setArchived (the gateway sends the archive payload of spec 2 §3). */
export function useSetPromotionArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; archived: boolean }) =>
      promotionsApi.setArchived.mutate(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}
