import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ARCHIVED, SLOTS } from '@pitboss/contracts';
import { useTRPC, type Trpc } from '../../../lib/trpc-query';
import type { SlotFilters } from '../hooks/use-slot-filters';

/**
 * The slot list the filters ask for: the archived view (`slots.archived`), a search
 * (`slots.search`), or the filtered list (`slots.filter`). A failure leaves the empty list;
 * the archived view's failure is reported by the caller.
 */
export function slotsOptions(trpc: Trpc, filters: SlotFilters) {
  const options = { placeholderData: keepPreviousData };
  const { page } = filters;
  return filters.archived
    ? trpc.slots.archived.queryOptions({ page, limit: ARCHIVED.defaultLimit }, options)
    : filters.search
      ? trpc.slots.search.queryOptions(
          {
            page,
            limit: SLOTS.pageSize,
            search: filters.search,
            ...(filters.status === 'all' ? {} : { isArchived: filters.status === 'archived' }),
          },
          options,
        )
      : trpc.slots.filter.queryOptions(
          {
            page,
            limit: SLOTS.pageSize,
            order: filters.direction === 'desc' ? 'DESC' : 'ASC',
            sort: filters.sort,
            status: filters.status,
            ...(filters.group ? { groupId: filters.group } : {}),
            ...(filters.provider ? { displayProviderId: filters.provider } : {}),
          },
          options,
        );
}

export function useSlots(filters: SlotFilters) {
  return useQuery(slotsOptions(useTRPC(), filters));
}
