import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { CATALOGUE_MESSAGES } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { adminApi } from '../upstream/api.js';
import { UpstreamError } from '../upstream/errors.js';
import { principalOf } from '../guard/guard.js';
import { errorAnswer, type ErrorAnswer } from './uploads-common.js';

/**
 * `GET /api/catalogue/backup`: the admin API's export streamed to the browser as `backup.json`
 * (an attachment). A failure before the first byte answers JSON `{message: 'Backup download
 * failed.', detail}`; one in the middle ends the download early (the browser shows it failed).
 */
export default async function backupRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/catalogue/backup', async (req, reply) => {
    const principal = principalOf(req);
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    let res: Response;
    try {
      res = await adminApi(app.upstream.as(principal.accessToken)).catalogue.exportBackup(
        controller.signal,
      );
    } catch (err) {
      const { status, body } = errorAnswer(err);
      const answer: ErrorAnswer = {
        message: CATALOGUE_MESSAGES.backupDownloadFailed,
        detail: body.message,
      };
      if (!(err instanceof UpstreamError)) req.log.error({ err }, 'backup download failed');
      return reply.code(status).header('cache-control', 'no-store').send(answer);
    }
    if (!res.body) {
      return reply
        .code(502)
        .header('cache-control', 'no-store')
        .send({
          message: CATALOGUE_MESSAGES.backupDownloadFailed,
          detail: 'The admin API sent an empty backup.',
        } satisfies ErrorAnswer);
    }
    const stream = Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>);
    stream.on('error', (err) => req.log.warn({ err: err.message }, 'backup download interrupted'));
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', 'attachment; filename="backup.json"')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });
}
