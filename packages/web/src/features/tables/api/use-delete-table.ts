import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/trpc';
import { tableKeys } from './keys';

export function useDeleteTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.tables.delete.mutate({ id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableKeys.all }),
  });
}
