import {
  CATALOGUE_MESSAGES,
  publishAnswerUnexpected,
  upstreamPublishResultSchema,
  type PublishResult,
} from '@pitboss/contracts';
import { upstreamPath as p } from '../../upstream/client.js';
import { type Calls, jsonObject, type UploadBody, uploadRequest } from '../../upstream/calls.js';
import { parseWith } from '../../upstream/parse.js';

/** The admin API's catalogue calls, for one user (`callsFor`). */
export function catalogueApi({ up, send, uploadTimeout }: Calls) {
  return {
    /** An answer whose own status is not a success: no counts, the spec's text as its message. */
    publish: async (): Promise<PublishResult> => {
      const raw = await send('POST', p`/publish`);
      if (publishAnswerUnexpected(raw))
        return {
          slots: null,
          providers: null,
          groups: null,
          message: CATALOGUE_MESSAGES.publishUnexpectedResponse,
        };
      return parseWith(upstreamPublishResultSchema, raw, 'catalogue.publish');
    },
    reset: async (): Promise<PublishResult> =>
      parseWith(upstreamPublishResultSchema, await send('POST', p`/reset`), 'catalogue.reset'),
    refreshSoftswiss: async (): Promise<Record<string, unknown>> =>
      jsonObject(await send('POST', p`/softswiss/refresh`)),
    deleteFromCasino: async (body: {
      type: string;
      identifiers: string[];
    }): Promise<Record<string, unknown>> =>
      jsonObject(await send('POST', p`/delete-from-casino`, body)),
    /** The backup file as a streamed answer (saved as backup.json by the download route). */
    exportBackup: async (signal?: AbortSignal): Promise<Response> =>
      up.fetch({
        method: 'GET',
        path: p`/api/data-transfer/export/download`,
        operation: 'catalogue.exportBackup',
        timeoutMs: uploadTimeout,
        ...(signal ? { signal } : {}),
      }),
    /** Multipart, field `file`. */
    importBackup: async (upload: UploadBody): Promise<Record<string, unknown>> =>
      jsonObject(
        await up.request({
          method: 'POST',
          path: p`/api/data-transfer/import`,
          operation: 'catalogue.importBackup',
          ...uploadRequest(upload, uploadTimeout),
        }),
      ),
  };
}
