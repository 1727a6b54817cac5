import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/trpc';
import { tableKeys, themeKeys } from './keys';

export function useDeleteTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.themes.delete.mutate({ id }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: themeKeys.all });
      await queryClient.invalidateQueries({ queryKey: tableKeys.all });
    },
  });
}
