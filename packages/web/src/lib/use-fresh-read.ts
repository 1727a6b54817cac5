import { useCallback } from 'react';
import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * A read made when the user asks for it (opening an order mode, an export): a query, fetched
 * through the query client like every read, but afresh each time and not kept afterwards, so
 * what the user then works on is the state of that moment, never an older cached copy.
 */
export function useFreshRead() {
  const queryClient = useQueryClient();
  return useCallback(
    <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
      options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
    ) => queryClient.fetchQuery({ ...options, staleTime: 0, gcTime: 0 }),
    [queryClient],
  );
}
