import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

type ProviderStatusFilter = 'all' | 'live' | 'archived';

/** The providers list's filters, in the query string beside the slots' (own `p*` names). */
export interface ProviderFilters {
  search: string;
  status: ProviderStatusFilter;
  order: 'asc' | 'desc';
  page: number;
}

const KEYS = { search: 'pq', status: 'pstatus', order: 'porder', page: 'ppage' } as const;
const DEFAULTS: ProviderFilters = { search: '', status: 'all', order: 'asc', page: 1 };
/** The actions bar's archived-only view (shared with the slots). */
const ARCHIVED_KEY = 'archived';

/** Whether the URL asks for the archived-only view. */
export const readArchived = (params: URLSearchParams) => params.get(ARCHIVED_KEY) === '1';

export function readProviderFilters(params: URLSearchParams): ProviderFilters {
  const page = Number.parseInt(params.get(KEYS.page) ?? '', 10);
  const status = params.get(KEYS.status);
  return {
    search: params.get(KEYS.search)?.trim() ?? '',
    status: status === 'live' || status === 'archived' ? status : 'all',
    order: params.get(KEYS.order) === 'desc' ? 'desc' : 'asc',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/**
 * Filters from the URL and a setter that pushes a history entry (Back restores the previous
 * list). Changing anything but the page goes back to page 1. `archived` follows the actions bar.
 */
export function useProviderFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readProviderFilters(params), [params]);
  const archived = readArchived(params);
  const setFilters = useCallback(
    (patch: Partial<ProviderFilters>) => {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        const merged: ProviderFilters = { ...readProviderFilters(prev), ...patch };
        if (!('page' in patch)) merged.page = 1;
        for (const key of Object.keys(KEYS) as (keyof ProviderFilters)[]) {
          const value = merged[key];
          if (value === DEFAULTS[key]) next.delete(KEYS[key]);
          else next.set(KEYS[key], String(value));
        }
        return next;
      });
    },
    [setParams],
  );
  /** Leaves the archived view (its list failed to load: the toggle reverts). */
  const exitArchived = useCallback(() => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(ARCHIVED_KEY);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);
  return { filters, setFilters, archived, exitArchived };
}
