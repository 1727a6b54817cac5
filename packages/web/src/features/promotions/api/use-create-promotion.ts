import type { PromotionPayload } from '@pitboss/contracts';
import type { UploadOptions } from '../../../lib/upload';
import { useTRPCClient } from '../../../lib/trpc-query';
import { usePromotionsMutation } from './invalidate';
import { uploadPromotionImage } from './upload-promotion-image';

/** promotions.create, then the image upload (field imageFile) when a file was chosen. */
export function useCreatePromotion() {
  const client = useTRPCClient();
  return usePromotionsMutation(() => ({
    mutationFn: async ({
      payload,
      image,
      options,
    }: {
      payload: PromotionPayload;
      image: File | null;
      options?: UploadOptions;
    }) => {
      const created = await client.promotions.create.mutate(payload);
      if (image) await uploadPromotionImage(created.id, image, options);
      return created;
    },
  }));
}
