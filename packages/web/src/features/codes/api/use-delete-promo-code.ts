import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/trpc';
import { promoCodeKeys } from './keys';

export function useDeletePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.promoCodes.delete.mutate({ id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodeKeys.all }),
  });
}
