import { PROMOTIONS, PROVIDERS, SLOTS } from '../constants.js';
import { PROMOTION_MESSAGES, SLOT_MESSAGES } from '../messages.js';

/** What the image rules need of a File (or an upload's metadata). */
export interface FileInfo {
  type: string;
  size: number;
  name?: string;
}

const extensionOf = (name: string | undefined): string | null => {
  if (name == null) return null;
  const dot = name.lastIndexOf('.');
  return dot < 0 ? null : name.slice(dot + 1).toLowerCase();
};

/**
 * Slot images: type jpeg, jpg, png, gif or webp, at most 5 MB. Returns the spec's
 * message, or null when the file is fine. When the type is empty the file extension decides.
 */
export function checkSlotImage(file: FileInfo): string | null {
  const type = file.type.trim().toLowerCase();
  const typeOk =
    type !== ''
      ? (SLOTS.imageTypes as readonly string[]).includes(type)
      : (SLOTS.imageExtensions as readonly string[]).includes(extensionOf(file.name) ?? '');
  if (!typeOk) return SLOT_MESSAGES.invalidImageType;
  if (!(file.size <= SLOTS.imageMaxBytes)) return SLOT_MESSAGES.imageTooLarge;
  return null;
}

/**
 * Image-only update: a file must be chosen, its type must be an image the admin API
 * takes (`PROMOTIONS.imageTypes`: JPEG, PNG, GIF or WebP), its size must be under 5 MB. Returns
 * the spec's message, or null.
 */
export function checkPromotionImage(file: FileInfo | null | undefined): string | null {
  if (file == null) return PROMOTION_MESSAGES.imageRequired;
  const type = file.type.trim().toLowerCase();
  if (
    !(PROMOTIONS.imageTypes as readonly string[]).includes(
      type === 'image/jpg' ? 'image/jpeg' : type,
    )
  )
    return PROMOTION_MESSAGES.imageInvalidType;
  if (!(file.size < PROMOTIONS.imageMaxBytes)) return PROMOTION_MESSAGES.imageTooLarge;
  return null;
}

/** Provider images under 200000 bytes upload as-is; larger ones are shrunk. */
export const providerImageNeedsOptimising = (size: number): boolean =>
  size >= PROVIDERS.imageOptimiseThresholdBytes;

/** The size a provider image is shrunk to: within 800x600, aspect ratio kept, never enlarged. */
export function providerImageTargetSize(
  width: number,
  height: number,
): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, PROVIDERS.imageMaxWidth / width, PROVIDERS.imageMaxHeight / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** The image URL with the spec's size query (slots w=360 h=472 fit=min; providers w=300 h=100 fit=crop). */
export function sizedImageUrl(url: string, kind: 'slot' | 'provider'): string {
  const q = kind === 'slot' ? SLOTS.imageQuery : PROVIDERS.imageQuery;
  const sep = url.includes('?') ? '&' : '?';
  return `${url}${sep}w=${q.w}&h=${q.h}&fit=${q.fit}`;
}
