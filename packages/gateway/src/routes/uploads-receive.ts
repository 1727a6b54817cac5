import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';

/** One received file, spooled to a temporary folder. */
export interface ReceivedFile {
  field: string;
  /** The name the browser gave (base name only, cleaned). */
  filename: string;
  path: string;
  /** Bytes stored: at most `maxFileBytes + 1` (one more than allowed means "too large"). */
  size: number;
  /** The file went over `maxFileBytes` (the rest was discarded unread). */
  tooLarge: boolean;
  /** The real type from the file's first bytes (magic numbers); undefined when unknown (e.g. text). */
  detected: { ext: string; mime: string } | undefined;
  /**
   * An image's size in pixels, read from its header (`image-size`); undefined for what is not an
   * image, and for an image whose header cannot be read.
   */
  dimensions?: { width: number; height: number } | undefined;
}

export interface Received {
  /** Files of the expected field that were kept (up to `maxFiles`). */
  files: ReceivedFile[];
  /** Every file part of the expected field the request carried (empty file inputs excluded). */
  count: number;
  /** The first file field of another name, if any (the admin API answers 'Unexpected field'). */
  unexpectedField: string | undefined;
  /** The kept files together went over `maxTotalBytes`. */
  totalTooLarge: boolean;
  /** Removes the spooled files. */
  cleanup(): Promise<void>;
}

export interface ReceiveOptions {
  field: string;
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
}

/** The request is not a well-formed multipart body (cut short, bad boundary, too many fields). */
class UnreadableUploadError extends Error {
  readonly statusCode = 400;
  constructor(cause: unknown) {
    super('The upload could not be read. Please try again.', { cause });
  }
}

/** Parts counted beyond the limit (to say "N were selected") before parsing stops. */
const COUNT_CAP = 10_000;

/** A file name fit for a multipart header and a log line: base name, no control characters. */
export function cleanFilename(name: string | undefined): string {
  const base = path.basename((name ?? '').replace(/\\/g, '/'));
  // Control characters, quotes and every invisible format character (Unicode Cf): bidirectional
  // controls (a right-to-left override makes 'evil\u202Egnp.exe' read as 'evilexe.png') and
  // zero-width ones (a zero-width space before '.htaccess' would hide a dot-file).
  const cleaned = base.replace(/[\p{Cc}\p{Cf}"]/gu, '').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned.slice(0, 200);
}

async function drain(stream: NodeJS.ReadableStream): Promise<void> {
  for await (const _chunk of stream) {
    // discarded
  }
}

/**
 * Reads and discards the body of a request refused before its files were received, at most
 * `maxBytes` of it. Answered while the sender is still writing, the connection would be closed
 * under it, and the sender would see a broken pipe instead of the answer.
 */
export async function discardBody(req: FastifyRequest, maxBytes: number): Promise<void> {
  const raw = req.raw;
  if (raw.readableEnded || raw.destroyed) return;
  let read = 0;
  try {
    for await (const chunk of raw) {
      read += (chunk as Buffer).length;
      if (read > maxBytes) return;
    }
  } catch {
    // the sender went away: there is nobody to answer
  }
}

/**
 * Reads a multipart request: files of `field` are written to a temporary folder (at most
 * `maxFiles` of them, each cut at `maxFileBytes + 1`), everything else is read and discarded so the
 * whole request is consumed and the answer can say how many files were sent. Each kept file's real
 * type is read from its first bytes. The caller must call `cleanup()`. Needs @fastify/multipart
 * registered with `throwFileSizeLimit: false` (a file over the limit is cut, not an error).
 */
export async function receiveFiles(
  req: FastifyRequest,
  options: ReceiveOptions,
): Promise<Received> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pitboss-upload-'));
  const result: Received = {
    files: [],
    count: 0,
    unexpectedField: undefined,
    totalTooLarge: false,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
  let total = 0;
  try {
    if (!req.isMultipart()) {
      return result;
    }
    const parts = req.parts({
      limits: {
        fileSize: options.maxFileBytes + 1,
        files: COUNT_CAP,
        parts: COUNT_CAP + 100,
        fields: 100,
        fieldSize: 64 * 1024,
      },
    });
    try {
      for await (const part of parts) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== options.field) {
          result.unexpectedField ??= part.fieldname;
          await drain(part.file);
          continue;
        }
        const keep = result.files.length < options.maxFiles && !result.totalTooLarge;
        if (!keep) {
          let bytes = 0;
          for await (const chunk of part.file) bytes += (chunk as Buffer).length;
          if (bytes > 0 || part.filename !== '') result.count++;
          continue;
        }
        const target = path.join(dir, String(result.files.length));
        let size = 0;
        const counter = new Transform({
          transform(chunk: Buffer, _enc, done) {
            size += chunk.length;
            done(null, chunk);
          },
        });
        await pipeline(part.file, counter, createWriteStream(target));
        // A file input left empty arrives as a part without a name or content.
        if (size === 0 && part.filename === '') continue;
        result.count++;
        total += size;
        if (total > options.maxTotalBytes) result.totalTooLarge = true;
        result.files.push({
          field: part.fieldname,
          filename: cleanFilename(part.filename),
          path: target,
          size,
          tooLarge: part.file.truncated || size > options.maxFileBytes,
          detected: undefined,
        });
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      // More parts than even the counting cap: report the cap.
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
        result.count = Math.max(result.count, COUNT_CAP);
      // The spool folder failing (disk full…) is the gateway's own fault: a 500, logged.
      else if ((err as NodeJS.ErrnoException).syscall !== undefined) throw err;
      // Anything else is the body: cut short (no closing boundary, 'Part terminated early'), the
      // sender gone mid-part (premature close), a bad boundary. A 400 in the spec's words, no
      // stack in the log; when the sender is gone nobody reads it, and that is fine. (Whether
      // the request stream is `destroyed` says nothing here: a body read to its end is too.)
      else throw new UnreadableUploadError(err);
    }
    // The detectors load with the first upload: about 1 MB of heap no other request needs.
    const [{ fileTypeFromFile }, { imageSizeFromFile }] = await Promise.all([
      import('file-type'),
      import('image-size/fromFile'),
    ]);
    for (const file of result.files) {
      const type = await fileTypeFromFile(file.path);
      file.detected = type ? { ext: type.ext, mime: type.mime } : undefined;
      if (type?.mime.startsWith('image/') && !file.tooLarge) {
        file.dimensions = await imageSizeFromFile(file.path).then(
          ({ width, height }) => ({ width, height }),
          () => undefined,
        );
      }
    }
    return result;
  } catch (err) {
    await result.cleanup();
    throw err;
  }
}
