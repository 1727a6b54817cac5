import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TableUpdateInput } from '@pitboss/contracts';
import { api } from '../../../lib/trpc';
import { tableKeys } from './keys';

export function useUpdateTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TableUpdateInput) => api.tables.update.mutate(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableKeys.all }),
  });
}
