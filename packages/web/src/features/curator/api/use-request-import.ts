import { useMutation } from '@tanstack/react-query';
import { multipart, upload } from '../../../lib/upload';
import { useInvalidate, useTRPC } from '../../../lib/trpc-query';

/**
 * An import as a change request: multipart `POST /api/uploads/backup/request` (field `file`, the
 * reviewer's note in the query string). The gateway stages the file until the request ends; the
 * Changes lists and count refresh after it.
 */
export function useRequestImport() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ file, note }: { file: File; note: string }) => {
      const query = note.trim() ? `?${new URLSearchParams({ note: note.trim() }).toString()}` : '';
      return upload(`/api/uploads/backup/request${query}`, multipart({ file }));
    },
    onSettled: () => invalidate(trpc.changeRequests.pathFilter()),
  });
}
