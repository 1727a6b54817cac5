import { openAsBlob } from 'node:fs';
import type { UploadBody } from './api.js';

/** A file on disk (spooled by an upload route) to send as one multipart part. */
export interface FilePart {
  field: string;
  path: string;
  /** The name the admin API sees. */
  filename: string;
  /** The content type the admin API sees (the file's real type). */
  contentType: string;
}

export interface FieldPart {
  field: string;
  value: string;
}

/**
 * A multipart/form-data body for the admin API's upload calls, streamed from the spooled files
 * (file-backed blobs: nothing is read into memory up front). The content type carries the boundary.
 */
export async function multipartBody(
  parts: (FilePart | FieldPart)[],
  signal?: AbortSignal,
): Promise<UploadBody> {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.field, part.value);
    else
      form.append(
        part.field,
        await openAsBlob(part.path, { type: part.contentType }),
        part.filename,
      );
  }
  // A Response serialises the form the way fetch would, and says which boundary it chose.
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type');
  if (!encoded.body || !contentType) throw new Error('could not encode the multipart body');
  return { body: encoded.body, contentType, ...(signal ? { signal } : {}) };
}
