import { readFile } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import {
  CATALOGUE_MESSAGES,
  CHANGE_REQUEST_MESSAGES,
  changeSubmitInputSchema,
  PROMOTION_MESSAGES,
  checkPromotionImage,
  checkThemeFileCount,
  isPlainObject,
  type ThemeFile,
} from '@pitboss/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { inImportTurn } from '../changes/import-turns.js';
import { submit } from '../changes/service.js';
import { principalOf } from '../guard/guard.js';
import { servicesOf } from '../trpc/context.js';
import { promotionAudit } from '../domains/promotions/router.js';
import { providerAudit } from '../domains/providers/router.js';
import { slotAudit } from '../domains/slots/router.js';
import { themeAudit } from '../domains/themes/router.js';
import { multipartBody } from '../upstream/multipart.js';
import type { Received } from './uploads-receive.js';
import { errorAnswer, RouteError } from './uploads-common.js';
import {
  DOT_FILE_MESSAGE,
  IMAGE_DIMENSIONS_MESSAGE,
  THEME_FILE_TYPES,
  THEME_FILE_TYPE_MESSAGE,
  UNEXPECTED_FIELD_MESSAGE,
  checkDimensions,
  checkImage,
  filePart,
  idOf,
  imageProblem,
  backupFileProblem,
  isUnexpectedField,
  mb,
  realType,
  single,
  upload,
} from './uploads-checks.js';

/**
 * `/api/uploads/*`: multipart uploads checked here (size, count, the file's real type), then
 * streamed to the admin API from a temporary folder (120 s timeout). Guarded like `adminProcedure`.
 */
export default async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const limits = app.config.uploads;
  await app.register(multipart, { throwFileSizeLimit: false });
  app.setErrorHandler(async (err, req, reply) => {
    const { status, body } = errorAnswer(err);
    if (status >= 500) req.log.error({ err }, 'upload route failed');
    return reply.code(status).header('cache-control', 'no-store').send(body);
  });

  const params = { target: idOf };

  app.post('/slots/:id/image', (req, reply) =>
    upload(req, reply, {
      procedure: 'slots.uploadImage',
      ...params,
      entity: slotAudit,
      receive: { field: 'image', maxFiles: 1, maxFileBytes: limits.maxImageBytes },
      handle: async (received, api, signal) => {
        const file = single(received, 'image', PROMOTION_MESSAGES.imageRequired);
        checkImage(file, 'image', limits.maxImageBytes);
        const body = await multipartBody(
          [filePart('image', file), { field: 'type', value: 'image' }],
          signal,
        );
        const { url } = await api.slots.uploadImage(idOf(req), body);
        return { imageUrl: url };
      },
    }),
  );

  app.post('/providers/:id/logo', (req, reply) =>
    upload(req, reply, {
      procedure: 'providers.uploadLogo',
      ...params,
      entity: providerAudit,
      receive: { field: 'image', maxFiles: 1, maxFileBytes: limits.maxImageBytes },
      handle: async (received, api, signal) => {
        const file = single(received, 'image', PROMOTION_MESSAGES.imageRequired);
        checkImage(file, 'image', limits.maxImageBytes);
        const body = await multipartBody([filePart('image', file)], signal);
        const { url } = await api.providers.uploadLogo(idOf(req), body);
        return { imageUrl: url };
      },
    }),
  );

  app.post('/promotions/:id/image', (req, reply) =>
    upload(req, reply, {
      procedure: 'promotions.uploadImage',
      ...params,
      entity: promotionAudit,
      receive: { field: 'imageFile', maxFiles: 1, maxFileBytes: limits.maxImageBytes },
      handle: async (received, api, signal) => {
        const file = single(received, 'imageFile', PROMOTION_MESSAGES.imageRequired);
        // The type must be an image (by its bytes here), the size under 5 MB.
        // The types are the admin API's (PROMOTIONS.imageTypes), read from the first bytes.
        const problem = file.tooLarge
          ? PROMOTION_MESSAGES.imageTooLarge
          : checkPromotionImage({ type: realType(file), size: file.size, name: file.filename });
        if (problem !== null) {
          throw new RouteError(problem === PROMOTION_MESSAGES.imageTooLarge ? 413 : 400, problem, {
            imageFile: [problem],
          });
        }
        checkDimensions(file, 'imageFile');
        const body = await multipartBody([filePart('imageFile', file)], signal);
        const { url } = await api.promotions.uploadImage(idOf(req), body);
        return { imageUrl: url };
      },
    }),
  );

  const themeFiles = (replace: boolean) => (req: FastifyRequest, reply: FastifyReply) =>
    upload(req, reply, {
      procedure: replace ? 'themes.replaceFiles' : 'themes.uploadFiles',
      ...params,
      entity: themeAudit,
      receive: {
        field: 'files',
        maxFiles: limits.maxFiles,
        maxFileBytes: limits.maxFileBytes,
        maxTotalBytes: limits.maxTotalBytes,
      },
      handle: async (received, api, signal) => {
        if (received.count === 0 && received.unexpectedField !== undefined) {
          throw new RouteError(400, UNEXPECTED_FIELD_MESSAGE, {
            [received.unexpectedField]: [UNEXPECTED_FIELD_MESSAGE],
          });
        }
        const countProblem = checkThemeFileCount(received.count, limits.maxFiles);
        if (countProblem !== null)
          throw new RouteError(400, countProblem, { files: [countProblem] });
        const tooLarge = received.files.filter((f) => f.tooLarge);
        if (tooLarge.length > 0) {
          const messages = tooLarge.map(
            (f) =>
              `"${f.filename}" is too large. The maximum is ${mb(limits.maxFileBytes)} per file.`,
          );
          throw new RouteError(413, messages[0] ?? 'File too large', { files: messages });
        }
        if (received.totalTooLarge) {
          const message = `The files are too large together. The maximum is ${mb(limits.maxTotalBytes)} per upload.`;
          throw new RouteError(413, message, { files: [message] });
        }
        const hidden = received.files.filter((f) => f.filename.startsWith('.'));
        if (hidden.length > 0) {
          throw new RouteError(400, DOT_FILE_MESSAGE, {
            files: hidden.map((f) => `${f.filename}: ${DOT_FILE_MESSAGE}`),
          });
        }
        const wrong = received.files.filter((f) => !THEME_FILE_TYPES.has(realType(f)));
        if (wrong.length > 0) {
          throw new RouteError(400, THEME_FILE_TYPE_MESSAGE, {
            files: wrong.map((f) => `${f.filename}: ${THEME_FILE_TYPE_MESSAGE}`),
          });
        }
        const badImages = received.files.filter((f) => imageProblem(f) !== null);
        const firstBad = badImages[0];
        if (firstBad) {
          throw new RouteError(400, imageProblem(firstBad) ?? IMAGE_DIMENSIONS_MESSAGE, {
            files: badImages.map((f) => `${f.filename}: ${imageProblem(f) ?? ''}`),
          });
        }
        // Theme files keep their names.
        const send = async (files: typeof received.files, replacing: boolean) => {
          const body = await multipartBody(
            files.map((f) => filePart('files', f, f.filename)),
            signal,
          );
          return replacing
            ? api.themes.replaceFiles(idOf(req), body)
            : api.themes.uploadFiles(idOf(req), body);
        };
        let theme;
        try {
          theme = await send(received.files, replace);
        } catch (err) {
          // The theme service retries after an 'Unexpected field' error — the admin
          // API's multipart reader refused the batch (more files in `files` than it takes at
          // once). The retry sends the files one by one (a replace replaces with the first, then
          // adds the others); the spooled files are still here to send again.
          if (!isUnexpectedField(err) || received.files.length < 2) throw err;
          req.log.info(
            { files: received.files.length },
            'theme upload refused with Unexpected field; retrying one file at a time',
          );
          const [first, ...rest] = received.files;
          theme = await send(first ? [first] : [], replace);
          for (const f of rest) theme = await send([f], false);
        }
        return { files: theme.files satisfies ThemeFile[] };
      },
    });
  app.post('/themes/:id/files', themeFiles(false));
  app.put('/themes/:id/files', themeFiles(true));

  /** The backup file of an import, checked: within the size limit, a JSON object. */
  const backupFile = async (received: Received) => {
    const file = single(received, 'file', CATALOGUE_MESSAGES.importFileRequired);
    if (file.tooLarge) {
      const message = `The backup file is too large. The maximum is ${mb(limits.maxBackupBytes)}.`;
      throw new RouteError(413, message, { file: [message] });
    }
    const problem = await backupFileProblem(file);
    if (problem !== null) {
      throw new RouteError(400, CATALOGUE_MESSAGES.importFailed, { file: [problem] });
    }
    return file;
  };
  const backupReceive = { field: 'file', maxFiles: 1, maxFileBytes: limits.maxBackupBytes };

  app.post('/backup', (req, reply) =>
    upload(req, reply, {
      procedure: 'catalogue.importBackup',
      target: () => null,
      allowed: () => {
        if (app.config.changeControl.approvalsRequired.includes('import'))
          throw new RouteError(403, CHANGE_REQUEST_MESSAGES.needsRequest('import'));
      },
      receive: backupReceive,
      handle: async (received, api, signal) => {
        const file = await backupFile(received);
        const body = await multipartBody(
          [
            {
              field: 'file',
              path: file.path,
              filename: 'backup.json',
              contentType: 'application/json',
            },
          ],
          signal,
        );
        const result = await api.catalogue.importBackup(body);
        return {
          ok: true,
          message: CATALOGUE_MESSAGES.importSucceeded,
          ...(isPlainObject(result.imported) ? { imported: result.imported } : {}),
        };
      },
    }),
  );

  // An import as a change request: the file is staged in the database until the request ends;
  // `note` and `scheduledFor` come in the query string.
  app.post('/backup/request', (req, reply) =>
    upload(req, reply, {
      procedure: 'changeRequests.submit',
      target: () => null,
      receive: backupReceive,
      handle: async (received, api) => {
        const file = await backupFile(received);
        const query = changeSubmitInputSchema.safeParse({
          ...(req.query as object),
          action: 'import',
        });
        if (!query.success) {
          const message = query.error.issues[0]?.message ?? CATALOGUE_MESSAGES.importFailed;
          throw new RouteError(400, message);
        }
        try {
          return await inImportTurn('import', async () =>
            submit({ services: servicesOf(app), api, principal: principalOf(req) }, query.data, {
              name: file.filename,
              data: await readFile(file.path),
            }),
          );
        } catch (err) {
          if (err instanceof TRPCError)
            throw new RouteError(getHTTPStatusCodeFromError(err), err.message);
          throw err;
        }
      },
    }),
  );
}
