import { pageParam, readListParams, textParam, useListParams } from '../../../lib/use-list-params';

/** The tables list's search and page in the query string. */
const TABLE_PARAMS = { search: textParam('q'), page: pageParam() };
/** The themes grid's search (one list of up to 100: no page). */
const THEME_PARAMS = { search: textParam('tq') };

export const readTableParams = (params: URLSearchParams) => readListParams(TABLE_PARAMS, params);
export const readThemeParams = (params: URLSearchParams) => readListParams(THEME_PARAMS, params);

export const useTableParams = () => useListParams(TABLE_PARAMS);
export const useThemeParams = () => useListParams(THEME_PARAMS);
