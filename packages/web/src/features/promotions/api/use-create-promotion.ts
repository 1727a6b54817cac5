import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionPayload } from '@pitboss/contracts';
import { PROMOTIONS_KEY, promotionsApi } from './promotions-client';
import { uploadPromotionImage } from './upload-promotion-image';

/** promotions.create, then the image upload (field imageFile) when a file was chosen. */
export function useCreatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payload, image }: { payload: PromotionPayload; image: File | null }) => {
      const created = await promotionsApi.create.mutate(payload);
      if (image) await uploadPromotionImage(created.id, image);
      return created;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}
