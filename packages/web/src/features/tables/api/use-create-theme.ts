import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ThemeCreateInput } from '@pitboss/contracts';
import { api } from '../../../lib/trpc';
import { themeKeys } from './keys';

export function useCreateTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ThemeCreateInput) => api.themes.create.mutate(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: themeKeys.all }),
  });
}
