/**
 * Where theme and table media live. The product says only that they come "from an external image
 * host and a storage host, at paths by slug: thumbnail, background video, background landscape",
 * so the locations are settings — URL templates with `{slug}` — never a path the gateway invents:
 *   THEME_THUMBNAIL_URL  the thumbnail image      e.g. https://images.casino.example/themes/{slug}/thumb.webp
 *   THEME_LANDSCAPE_URL  the landscape image      e.g. https://images.casino.example/themes/{slug}/landscape.webp
 *   THEME_VIDEO_URL      the background video     e.g. https://storage.casino.example/themes/{slug}/background.mp4
 * Outside production an unset template takes the sandbox's layout on ADMIN_API_URL
 * (`/media/themes/{slug}/thumbnail|landscape|background.mp4`); in production an unset template
 * means that medium is not shown (the route answers 404 and the web shows its placeholder).
 */
export const THEME_MEDIA_KINDS = ['thumbnail', 'background', 'landscape'] as const;
export type ThemeMediaKind = (typeof THEME_MEDIA_KINDS)[number];
export type ThemeMediaTemplates = Readonly<Partial<Record<ThemeMediaKind, string>>>;

const VARIABLES: Record<ThemeMediaKind, string> = {
  thumbnail: 'THEME_THUMBNAIL_URL',
  landscape: 'THEME_LANDSCAPE_URL',
  background: 'THEME_VIDEO_URL',
};

/** The sandbox's own media paths (packages/sandbox), used only outside production. */
const SANDBOX_LAYOUT: Record<ThemeMediaKind, string> = {
  thumbnail: '/media/themes/{slug}/thumbnail',
  landscape: '/media/themes/{slug}/landscape',
  background: '/media/themes/{slug}/background.mp4',
};

/** A template is an absolute http(s) URL, with no credentials, that names `{slug}`. */
function checkTemplate(name: string, template: string): string {
  const invalid = (why: string): Error =>
    new Error(`Invalid configuration: ${name} ${why} (got "${template}")`);
  if (!template.includes('{slug}')) throw invalid('must contain {slug}');
  let u: URL;
  try {
    u = new URL(template.replaceAll('{slug}', 'slug'));
  } catch {
    throw invalid('must be an http(s) URL template');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    throw invalid('must be an http(s) URL template');
  if (u.username !== '' || u.password !== '') throw invalid('must not carry credentials');
  return template;
}

/** The media templates from the environment (see the header). */
export function parseThemeMedia(
  env: Readonly<Record<string, string | undefined>>,
  adminApiUrl: string,
  production: boolean,
): ThemeMediaTemplates {
  const out: Partial<Record<ThemeMediaKind, string>> = {};
  for (const kind of THEME_MEDIA_KINDS) {
    const name = VARIABLES[kind];
    const value = env[name]?.trim();
    if (value) out[kind] = checkTemplate(name, value);
    else if (!production) out[kind] = `${adminApiUrl.replace(/\/+$/, '')}${SANDBOX_LAYOUT[kind]}`;
  }
  return out;
}

/** The origins the templates point at (the media proxy may fetch from them). */
export const themeMediaOrigins = (templates: ThemeMediaTemplates): string[] =>
  Object.values(templates).map((t) => new URL(t.replaceAll('{slug}', 'slug')).origin);
