import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ARCHIVED, PROVIDERS } from '@pitboss/contracts';
import { useTRPC, type Trpc } from '../../../../lib/trpc-query';
import type { ProviderFilters } from '../hooks/use-provider-filters';

/**
 * One page of providers: the archived view (`providers.archived`), else `providers.search`
 * (search, order ASC|DESC, status → isArchived: live = not archived, archived = archived).
 */
export function providerPageOptions(trpc: Trpc, filters: ProviderFilters, archived: boolean) {
  const options = { placeholderData: keepPreviousData };
  return archived
    ? trpc.providers.archived.queryOptions(
        { page: filters.page, limit: ARCHIVED.defaultLimit },
        options,
      )
    : trpc.providers.search.queryOptions(
        {
          page: filters.page,
          limit: PROVIDERS.pageSize,
          order: filters.order === 'desc' ? 'DESC' : 'ASC',
          search: filters.search,
          ...(filters.status === 'all' ? {} : { isArchived: filters.status === 'archived' }),
        },
        options,
      );
}

export function useProviderPage(filters: ProviderFilters, archived: boolean) {
  return useQuery(providerPageOptions(useTRPC(), filters, archived));
}
