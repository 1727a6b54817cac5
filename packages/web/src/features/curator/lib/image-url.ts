import { PROVIDERS, SLOTS } from '@pitboss/contracts';
import { proxiedImage } from '../../../lib/image-url';

/** A slot or provider image at the spec's size: slots w=360 h=472 fit=min, providers w=300 h=100 fit=crop. */
export function proxiedImageUrl(src: string, kind: 'slot' | 'provider'): string {
  return proxiedImage(src, kind === 'slot' ? SLOTS.imageQuery : PROVIDERS.imageQuery);
}

/** Slot cards in the first rows of a wide screen (six columns): their images load at once, first. */
export const SLOT_IMAGES_ABOVE_FOLD = 12;
