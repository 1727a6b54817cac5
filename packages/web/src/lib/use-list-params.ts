import { useCallback, useMemo } from 'react';
import { useSearchParams, type Location } from 'react-router';

type Value = string | number | boolean;

/** One list parameter: its query-string name, and its value read from the raw text. */
export interface ListParam<V extends Value> {
  key: string;
  read: (raw: string | null) => V;
}

/** A list's parameters by name; `page` is the one that other changes send back to 1. */
export type ListParamsSpec<T extends Record<string, Value>> = { [K in keyof T]: ListParam<T[K]> };

/** Free text (a search): trimmed, '' when absent. */
export const textParam = (key: string): ListParam<string> => ({
  key,
  read: (raw) => raw?.trim() ?? '',
});

/** A page number: a whole number from 1, else 1. */
export const pageParam = (key = 'page'): ListParam<number> => ({
  key,
  read: (raw) => {
    const n = Number(raw);
    return Number.isInteger(n) && n >= 1 ? n : 1;
  },
});

/** An on/off switch, written as `1`. */
export const flagParam = (key: string): ListParam<boolean> => ({
  key,
  read: (raw) => raw === '1',
});

/** One of a fixed set of values (a contracts enum's `options`); anything else reads as the first. */
export const choiceParam = <V extends string>(key: string, values: readonly V[]): ListParam<V> => {
  const [first] = values;
  if (first === undefined) throw new Error(`choiceParam ${key}: no values`);
  return {
    key,
    read: (raw) =>
      raw !== null && (values as readonly string[]).includes(raw) ? (raw as V) : first,
  };
};

export function readListParams<T extends Record<string, Value>>(
  spec: ListParamsSpec<T>,
  params: URLSearchParams,
): T {
  const out = {} as T;
  for (const name of Object.keys(spec) as (keyof T)[])
    out[name] = spec[name].read(params.get(spec[name].key));
  return out;
}

/**
 * The query string with `values` written in: a value equal to its default (what an absent
 * parameter reads as) is left out, so the plainest list has the plainest URL. Parameters of
 * other lists on the same page are kept.
 */
export function writeListParams<T extends Record<string, Value>>(
  spec: ListParamsSpec<T>,
  base: URLSearchParams,
  values: T,
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const name of Object.keys(spec) as (keyof T)[]) {
    const { key, read } = spec[name];
    const value = values[name];
    if (value === read(null)) next.delete(key);
    else next.set(key, typeof value === 'boolean' ? '1' : String(value));
  }
  return next;
}

/**
 * Whether a navigation changes this list (another page of the app, or any of its parameters):
 * work tied to the list, such as an unsaved order, is asked about only then, not when another
 * list on the same page moves.
 */
export const leavesList =
  <T extends Record<string, Value>>(spec: ListParamsSpec<T>) =>
  (current: Location, next: Location): boolean => {
    if (current.pathname !== next.pathname) return true;
    const a = new URLSearchParams(current.search);
    const b = new URLSearchParams(next.search);
    return Object.values(spec).some(({ key }) => a.get(key) !== b.get(key));
  };

export interface SetListParamsOptions {
  /** Replace the history entry instead of pushing one (typing in a search box). */
  replace?: boolean;
}

/**
 * A list's filters, sort, search and page, kept in the URL: read from the query string, and a
 * setter that writes a patch (a new history entry, so Back restores the previous list). A
 * patch without `page` goes back to page 1, since the pages of another filter are not these.
 */
export function useListParams<T extends Record<string, Value>>(spec: ListParamsSpec<T>) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => readListParams(spec, params), [spec, params]);
  const set = useCallback(
    (patch: Partial<T>, { replace = false }: SetListParamsOptions = {}) => {
      setParams(
        (prev) => {
          const merged = { ...readListParams(spec, prev), ...patch };
          if ('page' in spec && !('page' in patch)) (merged as Record<string, Value>).page = 1;
          return writeListParams(spec, prev, merged);
        },
        { replace },
      );
    },
    [spec, setParams],
  );
  return [values, set] as const;
}
