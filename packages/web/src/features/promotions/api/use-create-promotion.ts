import type { Promotion, PromotionPayload } from '@pitboss/contracts';
import type { UploadOptions } from '../../../lib/upload';
import { useTRPCClient } from '../../../lib/trpc-query';
import { usePromotionsMutation } from './invalidate';
import { uploadPromotionImage } from './upload-promotion-image';

/** What a create did: the promotion, and the image upload's failure when one was chosen and failed. */
export interface CreatedPromotion {
  promotion: Promotion;
  /** The image upload's error; the promotion exists all the same. */
  imageFailure: unknown;
}

/**
 * promotions.create, then the image upload (field imageFile) when a file was chosen. A failed
 * upload does not fail the mutation: the promotion exists, and the caller must hold it (edit mode)
 * so that pressing the button again updates it instead of creating a duplicate.
 */
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
    }): Promise<CreatedPromotion> => {
      const promotion = await client.promotions.create.mutate(payload);
      if (!image) return { promotion, imageFailure: null };
      try {
        await uploadPromotionImage(promotion.id, image, options);
        return { promotion, imageFailure: null };
      } catch (err) {
        return { promotion, imageFailure: err ?? new Error('Image upload failed') };
      }
    },
  }));
}
