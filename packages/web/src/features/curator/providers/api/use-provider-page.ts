import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ARCHIVED, PROVIDERS, type Page, type Provider } from '@pitboss/contracts';
import { curatorApi } from '../../api/client';
import type { ProviderFilters } from '../hooks/use-provider-filters';
import { providerKeys } from './keys';

/**
 * One page of providers: the archived view (`providers.archived`), else `providers.search`
 * (search, order ASC|DESC, status → isArchived: live = not archived, archived = archived).
 */
export function useProviderPage(filters: ProviderFilters, archived: boolean) {
  return useQuery({
    queryKey: providerKeys.page({ ...filters, archived }),
    placeholderData: keepPreviousData,
    queryFn: (): Promise<Page<Provider>> => {
      if (archived) {
        return curatorApi.providers.archived.query({
          page: filters.page,
          limit: ARCHIVED.defaultLimit,
        });
      }
      return curatorApi.providers.search.query({
        page: filters.page,
        limit: PROVIDERS.pageSize,
        order: filters.order === 'desc' ? 'DESC' : 'ASC',
        search: filters.search,
        ...(filters.status === 'all' ? {} : { isArchived: filters.status === 'archived' }),
      });
    },
  });
}
