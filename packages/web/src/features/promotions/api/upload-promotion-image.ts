import { multipart, upload, type UploadOptions } from '../../../lib/upload';

/** POST /api/uploads/promotions/:id/image, multipart field `imageFile` (gateway upload route). */
export function uploadPromotionImage(
  id: string,
  file: File,
  options?: UploadOptions,
): Promise<unknown> {
  return upload(
    `/api/uploads/promotions/${encodeURIComponent(id)}/image`,
    multipart({ imageFile: file }),
    options,
  );
}
