import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ThemeUpdateInput } from '@pitboss/contracts';
import { api } from '../../../lib/trpc';
import { tableKeys, themeKeys } from './keys';

export function useUpdateTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ThemeUpdateInput) => api.themes.update.mutate(input),
    onSettled: async () => {
      // A slug change also moves the tables using the theme.
      await queryClient.invalidateQueries({ queryKey: themeKeys.all });
      await queryClient.invalidateQueries({ queryKey: tableKeys.all });
    },
  });
}
