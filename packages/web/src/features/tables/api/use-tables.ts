import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TABLES } from '@pitboss/contracts';
import { useTRPC, type Trpc } from '../../../lib/trpc-query';

/** One page of tables (20 per page), searched by name or slug when `search` is set. */
export const tablesOptions = (trpc: Trpc, page: number, search = '') =>
  trpc.tables.list.queryOptions(
    { page, limit: TABLES.pageSize, ...(search ? { search } : {}) },
    { placeholderData: keepPreviousData },
  );

export function useTables(page: number, search = '') {
  return useQuery(tablesOptions(useTRPC(), page, search));
}
