import pino from 'pino';

/** Characters kept of one string in a log line (a URL, a message, a field). */
const MAX_STRING = 1_000;
/** Keys kept of one object, and items of one array. */
const MAX_ENTRIES = 50;
/** Levels of nesting kept; deeper values are replaced by a marker. */
const MAX_DEPTH = 6;
/** Characters of field values one log line may carry in all, and one error in all. */
const LINE_BUDGET = 8_000;
const ERROR_BUDGET = 4_000;

/** `text` cut to `max` characters, with a marker saying how much was left out. */
function cut(text: string, max = MAX_STRING): string {
  return text.length <= max ? text : `${text.slice(0, max)}…[${text.length - max} more characters]`;
}

interface Budget {
  left: number;
}

/**
 * A copy of `value` small enough for a log line: long strings cut, objects and arrays kept to
 * their first entries, deep values replaced, and the whole within `budget` characters. Errors
 * become pino's plain form first, so their message, stack and causes are bounded too.
 */
function bounded(value: unknown, depth: number, budget: Budget): unknown {
  if (budget.left <= 0) return '[cut]';
  if (typeof value === 'string') {
    const text = cut(value, Math.min(MAX_STRING, Math.max(budget.left, 40)));
    budget.left -= text.length;
    return text;
  }
  if (typeof value === 'bigint') return value.toString();
  if (value === null || typeof value !== 'object') {
    budget.left -= 8;
    return value;
  }
  if (value instanceof Error) return bounded(pino.stdSerializers.err(value), depth, budget);
  if (ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  if (depth >= MAX_DEPTH) return '[nested]';
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return bounded(toJSON.call(value), depth, budget);
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ENTRIES).map((item) => bounded(item, depth + 1, budget));
    if (value.length > MAX_ENTRIES) items.push(`…[${value.length - MAX_ENTRIES} more items]`);
    return items;
  }
  const keys = Object.keys(value);
  const out: Record<string, unknown> = {};
  for (const key of keys.slice(0, MAX_ENTRIES)) {
    budget.left -= Math.min(key.length, 100);
    out[cut(key, 100)] = bounded((value as Record<string, unknown>)[key], depth + 1, budget);
  }
  if (keys.length > MAX_ENTRIES) out['…'] = `${keys.length - MAX_ENTRIES} more keys`;
  return out;
}

/** Keys whose values the serializers below bound (they see Fastify's request and reply). */
const SERIALIZED = new Set(['req', 'res', 'err']);

interface RequestLike {
  method?: string;
  url?: string;
  ip?: string;
  remoteAddress?: string;
}

/**
 * Pino options that keep every log line bounded, whatever a caller sends: a 10 kB id in a URL,
 * a body of thousands of keys echoed in an error, a database error quoting its parameters. A
 * line carries at most about 8,000 characters of fields and a 1,000-character message, so one
 * request cannot write megabytes to the log or crowd out every other line.
 */
export const boundedLogging = {
  formatters: {
    log(object: Record<string, unknown>): Record<string, unknown> {
      const budget = { left: LINE_BUDGET };
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(object)) {
        out[key] = SERIALIZED.has(key) ? value : bounded(value, 1, budget);
      }
      return out;
    },
  },
  serializers: {
    req: (req: RequestLike) => ({
      method: req.method,
      url: typeof req.url === 'string' ? cut(req.url) : undefined,
      remoteAddress: req.remoteAddress ?? req.ip,
    }),
    res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    err: (err: Error) => bounded(err, 0, { left: ERROR_BUDGET }) as pino.SerializedError,
  },
  hooks: {
    logMethod(this: pino.Logger, args: unknown[], method: pino.LogFn): void {
      const boundedArgs = args.map((arg) => (typeof arg === 'string' ? cut(arg) : arg));
      (method as (...a: unknown[]) => void).apply(this, boundedArgs);
    },
  },
};
