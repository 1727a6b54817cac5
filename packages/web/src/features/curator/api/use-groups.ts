import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc-query';

/**
 * Every group, archived ones included (`groups.list`), by order hint: `{ items, unreadable? }`
 * (`unreadable`: rows the admin API sent that could not be read).
 */
export function useGroups() {
  const trpc = useTRPC();
  return useQuery(trpc.groups.list.queryOptions({}));
}
