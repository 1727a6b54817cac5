import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROMOTIONS_KEY } from './promotions-client';
import { uploadPromotionImage } from './upload-promotion-image';

/** The image-only update (upload route, field imageFile). */
export function useUpdatePromotionImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => uploadPromotionImage(id, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}
