import { multipart, upload, type UploadOptions } from '../../../lib/upload';
import { useCuratorMutation } from './invalidate';

/** Multipart `POST /api/uploads/backup` (field `file`). */
export const useImportBackup = () =>
  useCuratorMutation(() => ({
    mutationFn: ({ file, options }: { file: File; options?: UploadOptions }) =>
      upload('/api/uploads/backup', multipart({ file }), options),
  }));
