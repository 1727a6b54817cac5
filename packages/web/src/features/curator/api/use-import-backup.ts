import { useMutation } from '@tanstack/react-query';
import { httpFailure } from './use-upload-slot-image';
import { useInvalidateCurator } from './invalidate';

/** Multipart `POST /api/uploads/backup` (field `file`). */
export function useImportBackup() {
  const invalidate = useInvalidateCurator();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      const res = await fetch('/api/uploads/backup', {
        method: 'POST',
        body,
        credentials: 'same-origin',
      });
      if (!res.ok) throw await httpFailure(res);
    },
    onSuccess: () => invalidate(),
  });
}
