/** Keys whose values never reach the audit trail. */
const SECRET_KEY =
  /pass(word)?|secret|token|authori[sz]ation|cookie|session|credential|api[-_]?key/i;
/** Longer strings are cut (file bodies sent as base64 or data URLs are replaced). */
const MAX_STRING = 500;
const MAX_DEPTH = 6;
const MAX_ITEMS = 100;
/** Keys kept of one object (the rest are counted): 470 keys of 2,000 characters made a 0.94 MB row. */
const MAX_KEYS = 50;

export const REDACTED = '[redacted]';

/** NUL and unpaired UTF-16 surrogates: Postgres text and jsonb refuse them. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is replaced
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A string the database can store: NUL and lone surrogates become U+FFFD (�). */
export function storable(text: string): string {
  return text.replace(UNSTORABLE, '\uFFFD');
}

const isFileLike = (v: unknown): v is { size: number } =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { size?: unknown }).size === 'number' &&
  typeof (v as { arrayBuffer?: unknown }).arrayBuffer === 'function';

/**
 * A copy of a procedure input fit for the audit trail (and storable: no NUL or lone surrogate in
 * any string or key): secrets (passwords, tokens, ...) replaced
 * with '[redacted]', binary and file bodies replaced by their size, data URLs and very long
 * strings cut, deep or huge structures truncated.
 */
export function redactInput(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string') {
    if (/^data:[^;,]*;base64,/i.test(value)) return `[file: ${value.length} characters]`;
    return storable(
      value.length > MAX_STRING
        ? `${value.slice(0, MAX_STRING)}… [${value.length} characters]`
        : value,
    );
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array || value instanceof ArrayBuffer)
    return `[binary: ${value.byteLength} bytes]`;
  if (isFileLike(value)) return `[file: ${value.size} bytes]`;
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => redactInput(v, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`[${value.length - MAX_ITEMS} more]`);
    return items;
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    const entries = Object.entries(value);
    for (const [key, v] of entries.slice(0, MAX_KEYS)) {
      const name = storable(key.length > 100 ? `${key.slice(0, 100)}…` : key);
      out[name] = SECRET_KEY.test(key) ? REDACTED : redactInput(v, depth + 1);
    }
    if (entries.length > MAX_KEYS) out['[more keys]'] = entries.length - MAX_KEYS;
    return out;
  }
  return String(value);
}
