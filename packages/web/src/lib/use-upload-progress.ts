import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadOptions, UploadProgress } from './upload';

/**
 * The progress and cancel of one upload at a time, for a form that shows `<UploadProgressBar>`:
 * `const options = track.start()` before `upload(url, body, options)`, `track.finish()` after.
 * Closing the form (unmount) cancels an upload under way.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const start = useCallback((): Pick<UploadOptions, 'signal' | 'onProgress'> => {
    controller.current?.abort();
    const next = new AbortController();
    controller.current = next;
    setProgress({ loaded: 0, total: 0 });
    return { signal: next.signal, onProgress: setProgress };
  }, []);
  const finish = useCallback(() => {
    controller.current = null;
    setProgress(null);
  }, []);
  const cancel = useCallback(() => controller.current?.abort(), []);
  useEffect(() => () => controller.current?.abort(), []);
  return { progress, start, finish, cancel };
}
