import { useCallback } from 'react';
import {
  choiceParam,
  flagParam,
  pageParam,
  readListParams,
  textParam,
  useListParams,
} from '../../../../lib/use-list-params';

/** The providers list's parameters, in the query string beside the slots' (own `p*` names). */
const PROVIDER_PARAMS = {
  search: textParam('pq'),
  status: choiceParam('pstatus', ['all', 'live', 'archived'] as const),
  order: choiceParam('porder', ['asc', 'desc'] as const),
  page: pageParam('ppage'),
};

/** The actions bar's archived-only view (shared with the slots; set there, not here). */
const ARCHIVED = { archived: flagParam('archived') };

export type ProviderFilters = ReturnType<typeof readProviderFilters>;

export const readProviderFilters = (params: URLSearchParams) =>
  readListParams(PROVIDER_PARAMS, params);

/** Whether the URL asks for the archived-only view. */
export const readArchived = (params: URLSearchParams) => readListParams(ARCHIVED, params).archived;

/**
 * The providers' filters in the URL and a setter (any change but the page goes to page 1);
 * `archived` follows the actions bar.
 */
export function useProviderFilters() {
  const [filters, setFilters] = useListParams(PROVIDER_PARAMS);
  const [{ archived }, setArchived] = useListParams(ARCHIVED);
  /** Leaves the archived view (its list failed to load: the toggle reverts). */
  const exitArchived = useCallback(
    () => setArchived({ archived: false }, { replace: true }),
    [setArchived],
  );
  return { filters, setFilters, archived, exitArchived };
}
