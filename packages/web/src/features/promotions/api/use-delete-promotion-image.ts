import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROMOTIONS_KEY, promotionsApi } from './promotions-client';

/** promotions.deleteImage. */
export function useDeletePromotionImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => promotionsApi.deleteImage.mutate({ id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}
