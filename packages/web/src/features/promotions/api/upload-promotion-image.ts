/** Thrown when the image upload route answers with an error. */
export class UploadError extends Error {}

/** POST /api/uploads/promotions/:id/image, multipart field `imageFile` (gateway upload route). */
export async function uploadPromotionImage(id: string, file: File): Promise<unknown> {
  const body = new FormData();
  body.append('imageFile', file);
  const res = await fetch(`/api/uploads/promotions/${encodeURIComponent(id)}/image`, {
    method: 'POST',
    body,
    credentials: 'same-origin',
  });
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!res.ok) {
    const o = (data ?? {}) as { message?: unknown; error?: unknown };
    const message =
      typeof o.message === 'string'
        ? o.message
        : typeof o.error === 'string'
          ? o.error
          : typeof data === 'string' && data !== ''
            ? data
            : `HTTP error! status: ${res.status}`;
    throw new UploadError(message);
  }
  return data;
}
