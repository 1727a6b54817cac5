import { useMutation } from '@tanstack/react-query';
import { THEME_MESSAGES, checkThemeFileCount } from '@pitboss/contracts';
import { multipart, upload, type UploadOptions } from '../../../lib/upload';
import { useInvalidate, useTRPC } from '../../../lib/trpc-query';

export type ThemeUploadMode = 'add' | 'replace';

interface ThemeFilesUpload {
  themeId: string;
  files: readonly File[];
  mode: ThemeUploadMode;
  options?: UploadOptions;
}

/**
 * Theme files: `POST /api/uploads/themes/:id/files` adds files, `PUT` replaces them
 * all; multipart with the repeated field `files`.
 */
async function uploadThemeFiles({
  themeId,
  files,
  mode,
  options,
}: ThemeFilesUpload): Promise<unknown> {
  if (!themeId) throw new Error(THEME_MESSAGES.idRequired);
  const countError = checkThemeFileCount(files.length);
  if (countError) throw new Error(countError);
  return upload(`/api/uploads/themes/${encodeURIComponent(themeId)}/files`, multipart({ files }), {
    ...options,
    method: mode === 'replace' ? 'PUT' : 'POST',
  });
}

export function useUploadThemeFiles() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: uploadThemeFiles,
    onSettled: () => invalidate(trpc.themes.pathFilter()),
  });
}
