import { useQuery } from '@tanstack/react-query';
import { curatorApi, curatorKeys } from './client';

/** Every group, archived ones included (`groups.list`), by order hint. */
export function useGroups() {
  return useQuery({
    queryKey: curatorKeys.groups,
    queryFn: () => curatorApi.groups.list.query({}),
  });
}
