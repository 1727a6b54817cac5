/**
 * Values from the catalogue's rows and the audit trail (JSON of any shape) as a curator reads
 * them: no JSON dump for plain values, a compact one for objects, long text cut.
 */
const MAX = 160;

export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return cut(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    if (value.every((v) => v === null || typeof v !== 'object')) return cut(value.join(', '));
  }
  return cut(JSON.stringify(value));
}

const cut = (text: string) => (text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text);

/** `is_active` / `displayName` → "Is active" / "Display name". */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : field;
}

/** The fields two versions of an object differ in (before/after of an audited update). */
export function changedFields(
  before: unknown,
  after: unknown,
): { field: string; before: unknown; after: unknown }[] {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(before) && !isObject(after)) {
    return before === null && after === null ? [] : [{ field: 'value', before, after }];
  }
  const a = isObject(before) ? before : {};
  const b = isObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys
    .filter((k) => JSON.stringify(a[k] ?? null) !== JSON.stringify(b[k] ?? null))
    .map((field) => ({ field, before: a[field] ?? null, after: b[field] ?? null }));
}

// made once, not per row (`toLocaleString` with options builds a new formatter on every call)
const TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** Day, month, year and time of day ("3 Mar 2031, 10:15:02") in the browser's locale. */
export function formatTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : TIME.format(d);
}
