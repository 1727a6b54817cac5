import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROMOTIONS_KEY, promotionsApi } from './promotions-client';

/** promotions.delete. */
export function useDeletePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => promotionsApi.delete.mutate({ id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}
