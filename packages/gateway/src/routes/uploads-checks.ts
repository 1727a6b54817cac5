import {
  ID_INVALID_MESSAGE,
  SLOT_MESSAGES,
  THEME_MESSAGES,
  baseVersionSchema,
  checkSlotImage,
  idSchema,
} from '@pitboss/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminApi, type AdminApi } from '../upstream/api.js';
import { UpstreamError } from '../upstream/errors.js';
import { type FilePart } from '../upstream/multipart.js';
import { principalOf } from '../guard/guard.js';
import { AUDIT_FAILED_MESSAGE, AuditStore } from '../audit/store.js';
import { refuseStaleEdit } from '../audit/conflict.js';
import type { AuditSpec } from '../audit/spec.js';
import { jsonObjectProblem, MAX_CONTAINERS } from './json-file-check.js';
import { errorAnswer, recordMutation, RouteError, type ErrorAnswer } from './uploads-common.js';
import {
  discardBody,
  receiveFiles,
  type Received,
  type ReceivedFile,
  type ReceiveOptions,
} from './uploads-receive.js';

/** What every upload route checks and how it forwards a file: shared by the routes in `uploads.ts`. */
/** Theme files may be raster images or videos (thumbnail, landscape, background video). */
export const THEME_FILE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'video/mp4',
  'video/webm',
  'video/quicktime',
]);

export const THEME_FILE_TYPE_MESSAGE =
  'Invalid file type. Theme files must be JPEG, PNG, GIF, WebP or AVIF images, or MP4, WebM or MOV videos.';
/** The largest image side the gateway forwards, in pixels (a 10000×10000 PNG can be 97 kB). */
const MAX_IMAGE_SIDE = 8192;
export const IMAGE_DIMENSIONS_MESSAGE = `Image dimensions too large. Please select an image of at most ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} pixels.`;
const IMAGE_UNREADABLE_MESSAGE = 'The image could not be read. Please select another image.';

/**
 * An image must have a readable header and bounded dimensions: a tiny file can declare a huge
 * canvas, and whatever decodes it (the admin API, the image proxy, a browser) allocates for it.
 */
export function imageProblem(file: ReceivedFile): string | null {
  if (!realType(file).startsWith('image/')) return null;
  if (!file.dimensions) return IMAGE_UNREADABLE_MESSAGE;
  const { width, height } = file.dimensions;
  return width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE ? IMAGE_DIMENSIONS_MESSAGE : null;
}

export function checkDimensions(file: ReceivedFile, field: string): void {
  const problem = imageProblem(file);
  if (problem !== null) throw new RouteError(400, problem, { [field]: [problem] });
}

export const DOT_FILE_MESSAGE = 'Theme file names cannot start with a dot.';
const ONE_FILE_MESSAGE = 'Please select only one file.';
export const UNEXPECTED_FIELD_MESSAGE = 'Unexpected field';
const BACKUP_NOT_JSON_MESSAGE = 'The file is not a valid JSON backup.';

/** The `base` query parameter: the version the upload was based on, or undefined (not checked). */
function baseOf(req: FastifyRequest): string | undefined {
  const parsed = baseVersionSchema.safeParse((req.query as { base?: unknown } | undefined)?.base);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'Invalid base';
  throw new RouteError(400, message, { base: [message] });
}

export const mb = (bytes: number): string => `${Math.round((bytes / (1024 * 1024)) * 10) / 10}MB`;

export function idOf(req: FastifyRequest): string {
  const parsed = idSchema.safeParse((req.params as { id?: unknown }).id);
  if (!parsed.success) throw new RouteError(400, ID_INVALID_MESSAGE, { id: [ID_INVALID_MESSAGE] });
  return parsed.data;
}

/** The one file of a single-file upload, or the route's message for none / too many / wrong field. */
export function single(received: Received, field: string, missing: string): ReceivedFile {
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
export const realType = (file: ReceivedFile): string =>
  file.detected?.mime ?? 'application/octet-stream';

/** The browser's name with the extension of the real type (a PNG named .txt goes up as .png). */
function nameForType(file: ReceivedFile): string {
  if (!file.detected) return file.filename;
  const dot = file.filename.lastIndexOf('.');
  const stem = dot > 0 ? file.filename.slice(0, dot) : file.filename;
  const ext = file.filename.slice(dot + 1).toLowerCase();
  const same = ext === file.detected.ext || (file.detected.ext === 'jpg' && ext === 'jpeg');
  return same ? file.filename : `${stem}.${file.detected.ext}`;
}

export const filePart = (
  field: string,
  file: ReceivedFile,
  filename = nameForType(file),
): FilePart => ({
  field,
  path: file.path,
  filename,
  contentType: realType(file),
});

/**
 * Worded when a backup is refused, not at start: formatting a number loads ICU's locale data,
 * which stays resident in a gateway that never refuses a backup.
 */
const backupTooManyValuesMessage = (): string =>
  `The backup holds too many values (at most ${MAX_CONTAINERS.toLocaleString('en-US')} objects and lists).`;

/**
 * What is wrong with a backup file, in the words for its field, or null: it must be one JSON
 * object (JSON has no magic bytes: a recognised binary type is refused first) of bounded size.
 */
export async function backupFileProblem(file: ReceivedFile): Promise<string | null> {
  const problem = file.detected ? 'invalid' : await jsonObjectProblem(file.path);
  if (problem === null) return null;
  return problem === 'invalid' ? BACKUP_NOT_JSON_MESSAGE : backupTooManyValuesMessage();
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
export async function upload<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  options: {
    procedure: string;
    target: (req: FastifyRequest) => string | null;
    /** Throws (a RouteError) when the upload is refused before anything is received. */
    allowed?: () => void;
    receive: Omit<ReceiveOptions, 'maxTotalBytes'> & { maxTotalBytes?: number };
    /**
     * The entity the upload changes, as its procedures' audit reads it: with a `base` in the query
     * string, one read of it before anything is sent, and CONFLICT when it is not that version.
     */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entity's own input and state
    entity?: AuditSpec<any, any>;
    handle: (received: Received, api: AdminApi, signal: AbortSignal) => Promise<T>;
  },
): Promise<void> {
  const app = req.server;
  const principal = principalOf(req);
  const upstream = app.upstream.as(principal.accessToken);
  let received: Received | undefined;
  let target: string | null = null;
  let base: string | undefined;
  let receiving = false;
  const receive = {
    maxTotalBytes: options.receive.maxFiles * options.receive.maxFileBytes,
    ...options.receive,
  };
  try {
    target = options.target(req);
    base = options.entity ? baseOf(req) : undefined;
    options.allowed?.();
    receiving = true;
    received = await receiveFiles(req, receive);
    const api = adminApi(upstream);
    if (options.entity && base !== undefined && target !== null) {
      const input = { id: target, base };
      const trail = new AuditStore(app.database.db);
      await refuseStaleEdit(options.entity, input, options.entity.read(api, input), trail);
    }
    const answer = await options.handle(received, api, abortOnClose(reply));
    const audited = await recordMutation(req, {
      procedure: options.procedure,
      target,
      input: { id: target, base, files: described(received.files) },
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
      input: { id: target, base, files: received ? described(received.files) : [] },
      error: body.message,
      durationMs: upstream.stats.durationMs,
    });
    // refused before the files were read: the multipart overhead on top of the files' limit
    if (!receiving) await discardBody(req, receive.maxTotalBytes + 2 ** 20);
    await reply.code(status).header('cache-control', 'no-store').send(body);
  } finally {
    await received?.cleanup();
  }
}

/** Slot images and provider logos: jpeg/jpg/png/gif/webp by their first bytes, at most 5 MB. */
export function checkImage(file: ReceivedFile, field: string, maxBytes: number): void {
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

/** The admin API's multipart reader answered 'Unexpected field'. */
export const isUnexpectedField = (err: unknown): boolean =>
  err instanceof UpstreamError &&
  err.status === 400 &&
  err.message.toLowerCase().includes(THEME_MESSAGES.unexpectedField.toLowerCase());
