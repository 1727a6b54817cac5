import { httpFailure } from '../../api/use-upload-slot-image';

/** Multipart `POST /api/uploads/providers/:id/logo` (field `image`) → the new image URL. */
export async function uploadProviderLogo(id: string, file: File): Promise<string | null> {
  const body = new FormData();
  body.append('image', file);
  const res = await fetch(`/api/uploads/providers/${encodeURIComponent(id)}/logo`, {
    method: 'POST',
    body,
    credentials: 'same-origin',
  });
  if (!res.ok) throw await httpFailure(res);
  const answer = (await res.json().catch(() => null)) as { imageUrl?: unknown } | null;
  return typeof answer?.imageUrl === 'string' ? answer.imageUrl : null;
}
