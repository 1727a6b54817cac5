/**
 * The one way the web app sends a file: multipart to a gateway upload route
 * (`/api/uploads/...`), with upload progress and cancel (XMLHttpRequest: `fetch` reports no
 * upload progress), and one reading of a failed answer.
 */
import { conflictSchema, type Conflict } from '@pitboss/contracts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Called as the body goes out (the browser's `upload.onprogress`). */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it cancels the upload: the promise rejects with an `UploadCancelled`. */
  signal?: AbortSignal;
  /**
   * The version of the entity the upload is based on (`versionOf` of what the form opened on,
   * or of its own save's answer): sent as `?base=`, refused with a conflict when it is stale.
   */
  base?: string;
}

/**
 * An upload route answered with an error; `message` is the server's own text. A stale upload's
 * conflict is in `data` as a tRPC CONFLICT carries it, so the contracts' `conflictOf` reads both.
 */
export class UploadError extends Error {
  readonly data: { code: 'CONFLICT'; conflict: Conflict } | undefined;
  constructor(
    message: string,
    readonly status: number,
    conflict: Conflict | null = null,
  ) {
    super(message);
    this.name = 'UploadError';
    this.data = conflict ? { code: 'CONFLICT', conflict } : undefined;
  }
}

/** The conflict of a 409 answer (who changed the entity and when), else null. */
function conflictIn(status: number, text: string): Conflict | null {
  if (status !== 409) return null;
  try {
    const parsed = conflictSchema.safeParse((JSON.parse(text) as { conflict?: unknown }).conflict);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The user cancelled the upload. */
export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelled';
  }
}

/** The failure text of an HTTP answer: its `message` (else `error`) field, else the text, else the status. */
function failureText(status: number, text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown } | null;
    if (typeof body?.message === 'string' && body.message) return body.message;
    if (typeof body?.error === 'string' && body.error) return body.error;
  } catch {
    // not JSON: the text itself
  }
  return text || `HTTP error! status: ${status}`;
}

/** The error of a failed `fetch` answer (for the routes that are not uploads, e.g. the backup). */
export async function httpFailure(res: Response): Promise<UploadError> {
  const text = await res.text().catch(() => '');
  return new UploadError(failureText(res.status, text), res.status);
}

/** A multipart body: one field a file, or a repeated field for a list of files. */
export function multipart(fields: Record<string, File | readonly File[]>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const file of Array.isArray(value) ? value : [value as File]) {
      body.append(name, file, file.name);
    }
  }
  return body;
}

/** Sends `body` to `url` (same-origin cookie); resolves with the JSON answer (null if none). */
export function upload(url: string, body: FormData, options: UploadOptions = {}): Promise<unknown> {
  const { method = 'POST', onProgress, signal, base } = options;
  const target =
    base === undefined
      ? url
      : `${url}${url.includes('?') ? '&' : '?'}base=${encodeURIComponent(base)}`;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadCancelled());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, target);
    xhr.withCredentials = true;
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
      };
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(
          new UploadError(failureText(xhr.status, text), xhr.status, conflictIn(xhr.status, text)),
        );
        return;
      }
      try {
        resolve(text ? JSON.parse(text) : null);
      } catch {
        resolve(null);
      }
    };
    xhr.onerror = () => {
      done();
      reject(new UploadError('The upload failed: the gateway could not be reached.', 0));
    };
    xhr.onabort = () => {
      done();
      reject(new UploadCancelled());
    };
    xhr.send(body);
  });
}
