import { readFile } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import {
  CATALOGUE_MESSAGES,
  ID_INVALID_MESSAGE,
  PROMOTION_MESSAGES,
  SLOT_MESSAGES,
  THEME_MESSAGES,
  checkPromotionImage,
  checkSlotImage,
  checkThemeFileCount,
  idSchema,
  isPlainObject,
  type ThemeFile,
} from '@pitboss/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminApi, type AdminApi } from '../upstream/api.js';
import { UpstreamError } from '../upstream/errors.js';
import { multipartBody, type FilePart } from '../upstream/multipart.js';
import { principalOf } from '../guard/guard.js';
import { AUDIT_FAILED_MESSAGE } from '../audit/store.js';
import { errorAnswer, recordMutation, RouteError, type ErrorAnswer } from './uploads-common.js';
import {
  receiveFiles,
  type Received,
  type ReceivedFile,
  type ReceiveOptions,
} from './uploads-receive.js';

/** Theme files may be raster images or videos (thumbnail, landscape, background video). */
const THEME_FILE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'video/mp4',
  'video/webm',
  'video/quicktime',
]);

const THEME_FILE_TYPE_MESSAGE =
  'Invalid file type. Theme files must be JPEG, PNG, GIF, WebP or AVIF images, or MP4, WebM or MOV videos.';
/** The largest image side the gateway forwards, in pixels (a 10000×10000 PNG can be 97 kB). */
const MAX_IMAGE_SIDE = 8192;
const IMAGE_DIMENSIONS_MESSAGE = `Image dimensions too large. Please select an image of at most ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} pixels.`;
const IMAGE_UNREADABLE_MESSAGE = 'The image could not be read. Please select another image.';

/**
 * An image must have a readable header and bounded dimensions: a tiny file can declare a huge
 * canvas, and whatever decodes it (the admin API, the image proxy, a browser) allocates for it.
 */
function imageProblem(file: ReceivedFile): string | null {
  if (!realType(file).startsWith('image/')) return null;
  if (!file.dimensions) return IMAGE_UNREADABLE_MESSAGE;
  const { width, height } = file.dimensions;
  return width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE ? IMAGE_DIMENSIONS_MESSAGE : null;
}

function checkDimensions(file: ReceivedFile, field: string): void {
  const problem = imageProblem(file);
  if (problem !== null) throw new RouteError(400, problem, { [field]: [problem] });
}

const DOT_FILE_MESSAGE = 'Theme file names cannot start with a dot.';
const ONE_FILE_MESSAGE = 'Please select only one file.';
const UNEXPECTED_FIELD_MESSAGE = 'Unexpected field';
const BACKUP_NOT_JSON_MESSAGE = 'The file is not a valid JSON backup.';

const mb = (bytes: number): string => `${Math.round((bytes / (1024 * 1024)) * 10) / 10}MB`;

function idOf(req: FastifyRequest): string {
  const parsed = idSchema.safeParse((req.params as { id?: unknown }).id);
  if (!parsed.success) throw new RouteError(400, ID_INVALID_MESSAGE, { id: [ID_INVALID_MESSAGE] });
  return parsed.data;
}

/** The one file of a single-file upload, or the route's message for none / too many / wrong field. */
function single(received: Received, field: string, missing: string): ReceivedFile {
  if (received.count > 1)
    throw new RouteError(400, ONE_FILE_MESSAGE, { [field]: [ONE_FILE_MESSAGE] });
  const file = received.files[0];
  if (!file) {
    if (received.unexpectedField !== undefined) {
      throw new RouteError(400, UNEXPECTED_FIELD_MESSAGE, {
        [received.unexpectedField]: [UNEXPECTED_FIELD_MESSAGE],
      });
    }
    throw new RouteError(400, missing, { [field]: [missing] });
  }
  return file;
}

/** The real type, or one no rule accepts when the first bytes say nothing (text, random data). */
const realType = (file: ReceivedFile): string => file.detected?.mime ?? 'application/octet-stream';

/** The browser's name with the extension of the real type (a PNG named .txt goes up as .png). */
function nameForType(file: ReceivedFile): string {
  if (!file.detected) return file.filename;
  const dot = file.filename.lastIndexOf('.');
  const stem = dot > 0 ? file.filename.slice(0, dot) : file.filename;
  const ext = file.filename.slice(dot + 1).toLowerCase();
  const same = ext === file.detected.ext || (file.detected.ext === 'jpg' && ext === 'jpeg');
  return same ? file.filename : `${stem}.${file.detected.ext}`;
}

const filePart = (field: string, file: ReceivedFile, filename = nameForType(file)): FilePart => ({
  field,
  path: file.path,
  filename,
  contentType: realType(file),
});

/** A backup must be a JSON object (JSON has no magic bytes: a recognised binary type is refused first). */
async function isJsonObjectFile(file: ReceivedFile): Promise<boolean> {
  if (file.detected) return false;
  try {
    return isPlainObject(JSON.parse(await readFile(file.path, 'utf8')));
  } catch {
    return false;
  }
}

/** What the audit trail keeps of the files (never their bodies). */
const described = (files: ReceivedFile[]) =>
  files.map((f) => ({ name: f.filename, size: f.size, type: f.detected?.mime ?? null }));

/** Aborts the upstream call when the browser goes away before the answer. */
function abortOnClose(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * Runs one upload: receive (spool, check), call the admin API with the caller's token, answer.
 * Whatever the outcome, one audit row; on success, an announcement to other users.
 */
async function upload<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  options: {
    procedure: string;
    target: (req: FastifyRequest) => string | null;
    receive: Omit<ReceiveOptions, 'maxTotalBytes'> & { maxTotalBytes?: number };
    handle: (received: Received, api: AdminApi, signal: AbortSignal) => Promise<T>;
  },
): Promise<void> {
  const app = req.server;
  const principal = principalOf(req);
  const upstream = app.upstream.as(principal.accessToken);
  let received: Received | undefined;
  let target: string | null = null;
  try {
    target = options.target(req);
    received = await receiveFiles(req, {
      maxTotalBytes: options.receive.maxFiles * options.receive.maxFileBytes,
      ...options.receive,
    });
    const answer = await options.handle(received, adminApi(upstream), abortOnClose(reply));
    const audited = await recordMutation(req, {
      procedure: options.procedure,
      target,
      input: { id: target, files: described(received.files) },
      error: null,
      durationMs: upstream.stats.durationMs,
    });
    // The change was made: the caller is told it could not be recorded (never a silent success).
    if (!audited) {
      await reply
        .code(500)
        .header('cache-control', 'no-store')
        .send({ message: AUDIT_FAILED_MESSAGE } satisfies ErrorAnswer);
      return;
    }
    await reply.header('cache-control', 'no-store').send(answer);
  } catch (err) {
    const { status, body } = errorAnswer(err);
    if (status >= 500) req.log.error({ err, procedure: options.procedure }, 'upload failed');
    await recordMutation(req, {
      procedure: options.procedure,
      target,
      input: { id: target, files: received ? described(received.files) : [] },
      error: body.message,
      durationMs: upstream.stats.durationMs,
    });
    await reply.code(status).header('cache-control', 'no-store').send(body);
  } finally {
    await received?.cleanup();
  }
}

/** Slot images and provider logos: jpeg/jpg/png/gif/webp by their first bytes, at most 5 MB (spec 1 §5). */
function checkImage(file: ReceivedFile, field: string, maxBytes: number): void {
  const problem = checkSlotImage({
    type: realType(file),
    size: file.tooLarge ? maxBytes + 1 : file.size,
    name: file.filename,
  });
  if (problem === SLOT_MESSAGES.invalidImageType)
    throw new RouteError(400, problem, { [field]: [problem] });
  if (problem !== null || file.tooLarge) {
    throw new RouteError(413, SLOT_MESSAGES.imageTooLarge, {
      [field]: [SLOT_MESSAGES.imageTooLarge],
    });
  }
  checkDimensions(file, field);
}

/** The admin API's multipart reader answered 'Unexpected field' (spec 2 §7). */
const isUnexpectedField = (err: unknown): boolean =>
  err instanceof UpstreamError &&
  err.status === 400 &&
  err.message.toLowerCase().includes(THEME_MESSAGES.unexpectedField.toLowerCase());

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
      receive: { field: 'imageFile', maxFiles: 1, maxFileBytes: limits.maxImageBytes },
      handle: async (received, api, signal) => {
        const file = single(received, 'imageFile', PROMOTION_MESSAGES.imageRequired);
        // spec 2 §5: the type must be an image (by its bytes here), the size under 5 MB.
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
          // Spec 2 §7: the theme service retries after an 'Unexpected field' error — the admin
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

  app.post('/backup', (req, reply) =>
    upload(req, reply, {
      procedure: 'catalogue.importBackup',
      target: () => null,
      receive: { field: 'file', maxFiles: 1, maxFileBytes: limits.maxBackupBytes },
      handle: async (received, api, signal) => {
        const file = single(received, 'file', CATALOGUE_MESSAGES.importFileRequired);
        if (file.tooLarge) {
          const message = `The backup file is too large. The maximum is ${mb(limits.maxBackupBytes)}.`;
          throw new RouteError(413, message, { file: [message] });
        }
        // JSON has no magic bytes: a recognised binary type is refused, then the text must parse.
        if (!(await isJsonObjectFile(file))) {
          throw new RouteError(400, CATALOGUE_MESSAGES.importFailed, {
            file: [BACKUP_NOT_JSON_MESSAGE],
          });
        }
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
}
