import type { z } from 'zod';
import { PAGINATION } from '../constants.js';
import { isPlainObject } from '../schemas/common.js';
import type { Page } from '../schemas/page.js';

export interface NormalisePageOptions {
  /** The page that was asked for (used when the answer does not say). */
  page?: number;
  /** The page size that was asked for (used to compute totalPages when the answer does not say). */
  limit?: number;
  /** The key that holds the items, when it is not one of the known ones. */
  itemsKey?: string;
}

/** Keys under which upstream answers keep their items, in the order they are looked for. */
export const PAGE_ITEM_KEYS = [
  'items',
  'slots',
  'providers',
  'promotions',
  'codes',
  'groups',
  'tables',
  'themes',
  'results',
  'rows',
  'data',
] as const;

const num = (v: unknown): number | undefined => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    if (Number.isFinite(n)) return n;
  }
  return undefined;
};

const firstNum = (...values: unknown[]): number | undefined => {
  for (const v of values) {
    const n = num(v);
    if (n !== undefined) return n;
  }
  return undefined;
};

interface Found {
  items: unknown[];
  /** Objects from the outermost inwards that may carry total/page figures. */
  holders: Record<string, unknown>[];
}

function findItems(
  raw: unknown,
  itemsKey: string | undefined,
  holders: Record<string, unknown>[],
): Found | null {
  if (Array.isArray(raw)) return { items: raw, holders };
  if (!isPlainObject(raw)) return null;
  const here = [...holders, raw];
  const keys = itemsKey !== undefined ? [itemsKey, ...PAGE_ITEM_KEYS] : PAGE_ITEM_KEYS;
  for (const key of keys) {
    if (Array.isArray(raw[key])) return { items: raw[key], holders: here };
  }
  // Nested envelopes: `{ data: { codes: [...] } }`, `{ data: { data: { codes } } }`, `{ status, data }`.
  for (const key of ['data', 'result', 'payload']) {
    const inner = raw[key];
    if (isPlainObject(inner)) {
      const found = findItems(inner, itemsKey, here);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Normalises every pagination shape the admin API answers with into `{ items, total, page,
 * totalPages }`:
 * - a bare array (the whole list: one page);
 * - `{ data, pagination: { total | totalCount, totalPages, currentPage | page } }`;
 * - `{ slots, total, totalPages }`, `{ providers, ... }`, `{ data, total, totalPages }`;
 * - `{ promotions, total }`, `{ codes }`, `{ data: { codes } }`, `{ data: { data: { codes } } }`.
 * Anything else (null, a string, an object without a list) is an empty page.
 * Figures the answer leaves out come from `options` or are derived from the items.
 */
export function normalisePage<T = unknown>(
  raw: unknown,
  options: NormalisePageOptions = {},
): Page<T> {
  const found = findItems(raw, options.itemsKey, []);
  const items = (found?.items ?? []) as T[];
  // innermost holder wins: it is the one that sits next to the list
  const holders = [...(found?.holders ?? [])].reverse();
  const paginations = holders.map((h) => h.pagination ?? h.meta).filter(isPlainObject);
  const sources = [...paginations, ...holders];

  const pick = (...keys: string[]): number | undefined => {
    for (const s of sources) {
      const n = firstNum(...keys.map((k) => s[k]));
      if (n !== undefined) return n;
    }
    return undefined;
  };

  const isArray = Array.isArray(raw);
  const total = Math.max(
    0,
    Math.trunc(pick('total', 'totalCount', 'totalItems', 'count') ?? items.length),
  );
  const limitFromAnswer = pick('limit', 'pageSize', 'perPage');
  const limit = limitFromAnswer ?? options.limit;
  let page = Math.trunc(pick('currentPage', 'page') ?? (isArray ? 1 : (options.page ?? 1)));
  if (!(page >= 1)) page = 1;

  const statedPages = pick('totalPages', 'pageCount', 'pages');
  let totalPages: number;
  if (statedPages !== undefined) totalPages = Math.max(0, Math.trunc(statedPages));
  else if (total === 0) totalPages = 0;
  else if (limit !== undefined && limit > 0 && !isArray) totalPages = Math.ceil(total / limit);
  else if (items.length > 0) totalPages = Math.ceil(total / items.length);
  else totalPages = 1;

  return { items, total, page, totalPages };
}

/**
 * The page buttons to show: a window of at most `size` pages around `current`, clamped to
 * `1..totalPages`. Nothing for 0 pages; `[1]` for a single page.
 */
export function paginationWindow(
  current: number,
  totalPages: number,
  size: number = PAGINATION.windowSize,
): number[] {
  const total = Math.max(0, Math.trunc(totalPages));
  if (total === 0 || size < 1) return [];
  const width = Math.min(Math.trunc(size), total);
  const cur = Math.min(Math.max(1, Math.trunc(current) || 1), total);
  let start = Math.max(1, cur - Math.floor(width / 2));
  const end = Math.min(total, start + width - 1);
  start = Math.max(1, end - width + 1);
  const pages: number[] = [];
  for (let p = start; p <= end; p += 1) pages.push(p);
  return pages;
}

/** Total pages for a total and a page size (0 items → 0 pages). */
export const totalPagesFor = (total: number, limit: number): number =>
  total <= 0 || limit <= 0 ? 0 : Math.ceil(total / limit);

/** A page whose items went through an item schema; `dropped` counts items that did not parse. */
export interface ParsedPage<T> extends Page<T> {
  dropped: number;
}

/**
 * `normalisePage`, then each item through `itemSchema` (e.g. `upstreamSlotSchema`). Items that
 * do not parse are left out and counted in `dropped` (the gateway logs them); figures stay as
 * the answer gave them.
 */
export function parsePage<S extends z.ZodType>(
  raw: unknown,
  itemSchema: S,
  options: NormalisePageOptions = {},
): ParsedPage<z.output<S>> {
  const page = normalisePage(raw, options);
  const items: z.output<S>[] = [];
  let dropped = 0;
  for (const item of page.items) {
    const r = itemSchema.safeParse(item);
    if (r.success) items.push(r.data);
    else dropped += 1;
  }
  return { ...page, items, dropped };
}

/** An empty page (a 404 on promotion filter or search is an empty list with total 0). */
export const emptyPage = <T = never>(page = 1): Page<T> => ({
  items: [],
  total: 0,
  page,
  totalPages: 0,
});
