import { skipToken, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc-query';

/**
 * One table, fresh for the edit modal (GET /tables/{id}): a table has no `updatedAt`, so its
 * version is a hash of its fields, and an edit must start from the very answer the gateway
 * hashes when it checks the save (a list row may say less).
 */
export function useTable(id: string | null) {
  const trpc = useTRPC();
  return useQuery(trpc.tables.get.queryOptions(id === null ? skipToken : { id }, { staleTime: 0 }));
}
