/** Strips accents: 'Café' → 'Cafe'. */
const stripMarks = (s: string): string => s.normalize('NFKD').replace(/\p{M}+/gu, '');

/**
 * The slot identifier auto-filled from the title — lowercase, spaces to
 * underscores, other non-alphanumerics removed, repeated underscores collapsed, edge underscores
 * trimmed. Accented letters keep their base letter. Result only holds `[a-z0-9_]`.
 */
export function identifierFromTitle(title: string): string {
  return stripMarks(title.toLowerCase())
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_]/g, '')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** Table slugs: lowercase letters, numbers and hyphens. */
export const TABLE_SLUG_PATTERN = /^[a-z0-9-]+$/;
/** Theme slugs: lowercase letters, numbers, hyphens and underscores. */
export const THEME_SLUG_PATTERN = /^[a-z0-9_-]+$/;

/**
 * The table slug generated from the name in create mode — lowercase letters, numbers
 * and hyphens only: spaces and underscores become hyphens, other characters are removed,
 * repeated hyphens collapse and edge hyphens are trimmed.
 */
export function slugFromName(name: string): string {
  return stripMarks(name.toLowerCase())
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}
