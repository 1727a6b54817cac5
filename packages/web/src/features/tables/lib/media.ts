/**
 * Theme and table media by slug (thumbnail, background video, background landscape),
 * through the gateway's proxy `GET /api/images/themes/:slug/:kind` (the CSP allows only the app's
 * own origin for media; w/h/fit apply to images).
 */
export type MediaKind = 'thumbnail' | 'landscape' | 'background';

export function mediaUrl(
  slug: string,
  kind: MediaKind,
  size?: { w?: number; h?: number; fit?: 'cover' | 'contain' },
): string {
  const params = new URLSearchParams();
  if (size?.w) params.set('w', String(size.w));
  if (size?.h) params.set('h', String(size.h));
  if (size?.fit) params.set('fit', size.fit);
  const query = params.toString();
  return `/api/images/themes/${encodeURIComponent(slug)}/${kind}${query ? `?${query}` : ''}`;
}
