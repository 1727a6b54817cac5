import { multipart, upload, type UploadOptions } from '../../../../lib/upload';

/** Multipart `POST /api/uploads/providers/:id/logo` (field `image`) → the new image URL. */
export async function uploadProviderLogo(
  id: string,
  file: File,
  options?: UploadOptions,
): Promise<string | null> {
  const answer = (await upload(
    `/api/uploads/providers/${encodeURIComponent(id)}/logo`,
    multipart({ image: file }),
    options,
  )) as { imageUrl?: unknown } | null;
  return typeof answer?.imageUrl === 'string' ? answer.imageUrl : null;
}
