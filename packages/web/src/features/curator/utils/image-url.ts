import { PROVIDERS, SLOTS } from '@pitboss/contracts';

/**
 * An upstream image through the gateway's image proxy (the CSP allows only 'self' images), with
 * the spec's size query: slots w=360 h=472 fit=min, providers w=300 h=100 fit=crop.
 */
export function proxiedImageUrl(src: string, kind: 'slot' | 'provider'): string {
  const q = kind === 'slot' ? SLOTS.imageQuery : PROVIDERS.imageQuery;
  const params = new URLSearchParams({ src, w: String(q.w), h: String(q.h), fit: q.fit });
  return `/api/images?${params.toString()}`;
}
