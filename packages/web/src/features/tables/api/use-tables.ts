import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { TABLES } from '@pitboss/contracts';
import { pageParam } from '../../../lib/page-param';
import { useTRPC, type Trpc } from '../../../lib/trpc-query';
import { themesOptions } from './use-themes';

/** One page of tables (20 per page, spec 2 §9), searched by name or slug when `search` is set. */
const tablesOptions = (trpc: Trpc, page: number, search = '') =>
  trpc.tables.list.queryOptions(
    { page, limit: TABLES.pageSize, ...(search ? { search } : {}) },
    { placeholderData: keepPreviousData },
  );

export function useTables(page: number, search = '') {
  return useQuery(tablesOptions(useTRPC(), page, search));
}

/** The tables and themes the page opens on, asked for before its code has rendered (app/route-data.ts). */
export function prefetchTables(trpc: Trpc, queryClient: QueryClient, params: URLSearchParams) {
  void queryClient.prefetchQuery(tablesOptions(trpc, pageParam(params)));
  void queryClient.prefetchQuery(themesOptions(trpc));
}
