import { useMutation } from '@tanstack/react-query';
import { useInvalidateCurator } from './invalidate';

/** The failure text of an HTTP route: the server's message/error field, else the status. */
export async function httpFailure(res: Response): Promise<Error> {
  let message = `HTTP error! status: ${res.status}`;
  try {
    const text = await res.text();
    try {
      const body = JSON.parse(text) as { message?: unknown; error?: unknown };
      const m = typeof body.message === 'string' ? body.message : body.error;
      if (typeof m === 'string' && m) message = m;
    } catch {
      if (text) message = text;
    }
  } catch {
    // keep the status text
  }
  return new Error(message);
}

/** Multipart `POST /api/uploads/slots/:id/image` (field `image`). */
export async function uploadSlotImage(id: string, file: File): Promise<void> {
  const body = new FormData();
  body.append('image', file);
  const res = await fetch(`/api/uploads/slots/${encodeURIComponent(id)}/image`, {
    method: 'POST',
    body,
    credentials: 'same-origin',
  });
  if (!res.ok) throw await httpFailure(res);
}

export function useUploadSlotImage() {
  const invalidate = useInvalidateCurator();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => uploadSlotImage(id, file),
    onSettled: () => invalidate(),
  });
}
