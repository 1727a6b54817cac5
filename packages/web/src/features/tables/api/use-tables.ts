import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TABLES } from '@pitboss/contracts';
import { api } from '../../../lib/trpc';
import { tableKeys } from './keys';

/** One page of tables (20 per page, spec 2 §9). */
export function useTables(page: number) {
  return useQuery({
    queryKey: tableKeys.list(page),
    queryFn: () => api.tables.list.query({ page, limit: TABLES.pageSize }),
    placeholderData: keepPreviousData,
  });
}
