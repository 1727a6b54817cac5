import { useQueryClient } from '@tanstack/react-query';
import { curatorKeys } from './client';

/** Refreshes every curator list (after a change of ours or of another user). */
export function useInvalidateCurator() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: curatorKeys.all });
}
