import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TABLES } from '@pitboss/contracts';
import { useTRPC } from '../../../lib/trpc-query';

/** One page of tables (20 per page, spec 2 §9), searched by name or slug when `search` is set. */
export function useTables(page: number, search = '') {
  const trpc = useTRPC();
  return useQuery(
    trpc.tables.list.queryOptions(
      { page, limit: TABLES.pageSize, ...(search ? { search } : {}) },
      { placeholderData: keepPreviousData },
    ),
  );
}
