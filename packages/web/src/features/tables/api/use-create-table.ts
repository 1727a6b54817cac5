import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TableCreateInput } from '@pitboss/contracts';
import { api } from '../../../lib/trpc';
import { tableKeys } from './keys';

export function useCreateTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TableCreateInput) => api.tables.create.mutate(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableKeys.all }),
  });
}
