import type { UploadOptions } from '../../../lib/upload';
import { usePromotionsMutation } from './invalidate';
import { uploadPromotionImage } from './upload-promotion-image';

/** The image-only update (upload route, field imageFile). */
export const useUpdatePromotionImage = () =>
  usePromotionsMutation(() => ({
    mutationFn: ({ id, file, options }: { id: string; file: File; options?: UploadOptions }) =>
      uploadPromotionImage(id, file, options),
  }));
