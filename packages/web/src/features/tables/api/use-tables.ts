import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TABLES } from '@pitboss/contracts';
import { useTRPC } from '../../../lib/trpc-query';

/** One page of tables (20 per page, spec 2 §9). */
export function useTables(page: number) {
  const trpc = useTRPC();
  return useQuery(
    trpc.tables.list.queryOptions(
      { page, limit: TABLES.pageSize },
      { placeholderData: keepPreviousData },
    ),
  );
}
