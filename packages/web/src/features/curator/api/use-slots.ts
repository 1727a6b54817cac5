import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ARCHIVED, SLOTS, emptyPage, type Page, type Slot } from '@pitboss/contracts';
import { curatorApi, curatorKeys } from './client';
import type { SlotFilters } from '../hooks/use-slot-filters';

/**
 * The slot list the filters ask for: the archived view (`slots.archived`), a search
 * (`slots.search`), or the filtered list (`slots.filter`). A failure leaves the empty list
 * (spec 1 §8); the archived view's failure is reported by the caller.
 */
export function useSlots(filters: SlotFilters) {
  return useQuery({
    queryKey: [...curatorKeys.slots, filters],
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<Page<Slot>> => {
      if (filters.archived) {
        return curatorApi.slots.archived.query({
          page: filters.page,
          limit: ARCHIVED.defaultLimit,
        });
      }
      if (filters.search) {
        return curatorApi.slots.search.query({
          page: filters.page,
          limit: SLOTS.pageSize,
          search: filters.search,
          ...(filters.status === 'all' ? {} : { isArchived: filters.status === 'archived' }),
        });
      }
      return curatorApi.slots.filter.query({
        page: filters.page,
        limit: SLOTS.pageSize,
        order: filters.direction === 'desc' ? 'DESC' : 'ASC',
        sort: filters.sort,
        status: filters.status,
        ...(filters.group ? { groupId: filters.group } : {}),
        ...(filters.provider ? { displayProviderId: filters.provider } : {}),
      });
    },
  });
}

export const EMPTY_SLOTS: Page<Slot> = emptyPage<Slot>();
