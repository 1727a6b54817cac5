/** The size the image proxy is asked for (`GET /api/images?src&w&h&fit`). */
export interface ImageSize {
  w: number;
  h: number;
  fit: string;
}

/**
 * An upstream image through the gateway's image proxy (the CSP allows only 'self' images), at
 * `size`. A local preview (`blob:` or `data:`, a file just picked) is shown as it is.
 */
export function proxiedImage(src: string, size: ImageSize): string {
  if (src.startsWith('blob:') || src.startsWith('data:')) return src;
  const params = new URLSearchParams({ src, w: String(size.w), h: String(size.h), fit: size.fit });
  return `/api/images?${params.toString()}`;
}

/**
 * Starts downloading images a screen is about to show, at high priority, as soon as their
 * addresses are known (its data has arrived) rather than after it has rendered; the `<img>`
 * elements then find them in the browser's cache (Lighthouse's largest paint).
 */
export function preloadImages(urls: readonly string[]): void {
  for (const url of urls) {
    const image = new Image();
    image.fetchPriority = 'high';
    image.decoding = 'async';
    image.src = url;
  }
}
