import {
  PROVIDERS,
  providerImageNeedsOptimising,
  providerImageTargetSize,
} from '@pitboss/contracts';

export interface PreparedImage {
  file: File;
  /** Set when the picked file was shrunk: its size before, and the new pixel size. */
  shrunk: { fromBytes: number; width: number; height: number } | null;
}

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'logo'}.jpg`;

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  const quality = PROVIDERS.imageJpegQuality;
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2D canvas');
    ctx.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas');
  ctx.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (b) => (b ? resolve(b) : reject(new Error('Encoding failed'))),
      'image/jpeg',
      quality,
    ),
  );
}

/**
 * Provider images under 200,000 bytes upload as they are; larger ones are shrunk in
 * the browser to at most 800×600 (aspect kept, never enlarged) and re-encoded as JPEG at quality
 * 0.8. The browser's own decoder and canvas do it (createImageBitmap, OffscreenCanvas or a canvas
 * element), so no library is needed. When the browser cannot decode the file, it goes as it is
 * and the server judges it.
 */
export async function prepareProviderImage(file: File): Promise<PreparedImage> {
  if (!providerImageNeedsOptimising(file.size)) return { file, shrunk: null };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch (err) {
    console.warn('Provider image: could not decode for shrinking; uploading as is', err);
    return { file, shrunk: null };
  }
  try {
    const { width, height } = providerImageTargetSize(bitmap.width, bitmap.height);
    const blob = await encodeJpeg(bitmap, width, height);
    return {
      file: new File([blob], jpegName(file.name), { type: 'image/jpeg' }),
      shrunk: { fromBytes: file.size, width, height },
    };
  } finally {
    bitmap.close();
  }
}

/** "1.2 MB", "85 kB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} kB`;
}
