/** An image through the gateway's image proxy (the CSP allows only 'self' images). */
export function proxiedImage(src: string, w: number, h: number, fit = 'crop'): string {
  if (src.startsWith('blob:') || src.startsWith('data:')) return src;
  return `/api/images?src=${encodeURIComponent(src)}&w=${w}&h=${h}&fit=${fit}`;
}
