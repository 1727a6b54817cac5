/** A file size for people: 512 B, 1.5 KB, 2.3 MB. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

// made once, not per card (`toLocaleString` with options builds a new formatter on every call)
const STAKE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A stake as money-like text (the spec gives no currency for tables). */
export function formatStake(stake: number): string {
  return STAKE.format(stake);
}

/**
 * What a table card says for its theme: the theme's name when one of the loaded theme lists
 * (`names`, slug → name, from every list seen: the first 100 and any search) knows it, else the
 * theme's slug, else '—' (the admin API sent no theme).
 */
export function themeLabel(slug: string, names: ReadonlyMap<string, string>): string {
  const name = names.get(slug);
  if (name) return name;
  return slug.trim() ? slug : '—';
}

/** Theme names by slug from several theme lists; the first list that names a slug wins. */
export function themeNamesOf(
  ...lists: readonly (readonly { slug: string; name: string }[])[]
): Map<string, string> {
  const names = new Map<string, string>();
  for (const list of lists) for (const t of list) if (!names.has(t.slug)) names.set(t.slug, t.name);
  return names;
}
