import { useMutation, useQueryClient } from '@tanstack/react-query';
import { THEME_MESSAGES, checkThemeFileCount } from '@pitboss/contracts';
import { themeKeys } from './keys';

export type ThemeUploadMode = 'add' | 'replace';

/** The gateway's answer to a failed upload: its `message` (else `error`), else the status. */
async function failureText(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
    if (typeof body.error === 'string' && body.error) return body.error;
  } catch {
    // not JSON
  }
  return text || `HTTP error! status: ${res.status}`;
}

/**
 * Theme files (spec 2 §7): `POST /api/uploads/themes/:id/files` adds files, `PUT` replaces them
 * all; multipart with the repeated field `files`.
 */
export async function uploadThemeFiles(
  themeId: string,
  files: readonly File[],
  mode: ThemeUploadMode,
): Promise<unknown> {
  if (!themeId) throw new Error(THEME_MESSAGES.idRequired);
  const countError = checkThemeFileCount(files.length);
  if (countError) throw new Error(countError);
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  const res = await fetch(`/api/uploads/themes/${encodeURIComponent(themeId)}/files`, {
    method: mode === 'replace' ? 'PUT' : 'POST',
    body,
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(await failureText(res));
  return res.json().catch(() => null);
}

export function useUploadThemeFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      themeId,
      files,
      mode,
    }: {
      themeId: string;
      files: File[];
      mode: ThemeUploadMode;
    }) => uploadThemeFiles(themeId, files, mode),
    onSettled: () => queryClient.invalidateQueries({ queryKey: themeKeys.all }),
  });
}
