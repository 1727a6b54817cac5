import { multipart, upload, type UploadOptions } from '../../../lib/upload';

/** Multipart `POST /api/uploads/slots/:id/image` (field `image`). */
export async function uploadSlotImage(id: string, file: File, options?: UploadOptions) {
  await upload(
    `/api/uploads/slots/${encodeURIComponent(id)}/image`,
    multipart({ image: file }),
    options,
  );
}
