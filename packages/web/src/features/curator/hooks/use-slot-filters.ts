import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  slotSortSchema,
  slotStatusFilterSchema,
  type SlotSort,
  type SlotStatusFilter,
} from '@pitboss/contracts';

/** The slot list's filters, kept in the query string (ARCHITECTURE.md "Routes are real URLs"). */
export interface SlotFilters {
  search: string;
  sort: SlotSort;
  status: SlotStatusFilter;
  direction: 'asc' | 'desc';
  group: string;
  provider: string;
  page: number;
  /** The archived-only view. */
  archived: boolean;
}

/** Query-string names (the providers section of part 2 uses its own `p*` names). */
const KEYS = {
  search: 'q',
  sort: 'sort',
  status: 'status',
  direction: 'dir',
  group: 'group',
  provider: 'provider',
  page: 'page',
  archived: 'archived',
} as const;

const DEFAULTS: SlotFilters = {
  search: '',
  sort: 'default',
  status: 'all',
  direction: 'asc',
  group: '',
  provider: '',
  page: 1,
  archived: false,
};

export function readSlotFilters(params: URLSearchParams): SlotFilters {
  const page = Number.parseInt(params.get(KEYS.page) ?? '', 10);
  return {
    search: params.get(KEYS.search)?.trim() ?? '',
    sort: slotSortSchema.catch('default').parse(params.get(KEYS.sort) ?? undefined),
    status: slotStatusFilterSchema.catch('all').parse(params.get(KEYS.status) ?? undefined),
    direction: params.get(KEYS.direction) === 'desc' ? 'desc' : 'asc',
    group: params.get(KEYS.group) ?? '',
    provider: params.get(KEYS.provider) ?? '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
    archived: params.get(KEYS.archived) === '1',
  };
}

/**
 * Filters from the URL and a setter that pushes a history entry (so Back restores the previous
 * list). Changing anything but the page goes back to page 1.
 */
export function useSlotFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readSlotFilters(params), [params]);
  const setFilters = useCallback(
    (patch: Partial<SlotFilters>) => {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        const merged: SlotFilters = { ...readSlotFilters(prev), ...patch };
        if (!('page' in patch)) merged.page = 1;
        for (const key of Object.keys(KEYS) as (keyof SlotFilters)[]) {
          const value = merged[key];
          const isDefault = value === DEFAULTS[key];
          if (isDefault) next.delete(KEYS[key]);
          else next.set(KEYS[key], typeof value === 'boolean' ? '1' : String(value));
        }
        return next;
      });
    },
    [setParams],
  );
  return { filters, setFilters };
}
