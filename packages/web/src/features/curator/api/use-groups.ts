import { useQuery } from '@tanstack/react-query';
import { useTRPC, type Trpc } from '../../../lib/trpc-query';

/**
 * Every group, archived ones included (`groups.list`), by order hint: `{ items, unreadable? }`
 * (`unreadable`: rows the admin API sent that could not be read).
 */
export const groupsOptions = (trpc: Trpc) => trpc.groups.list.queryOptions({});

export function useGroups() {
  return useQuery(groupsOptions(useTRPC()));
}
