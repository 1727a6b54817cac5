import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { describeLiveChange, useLiveChanges } from '../../../lib/use-live-changes';
import { tableKeys, themeKeys } from '../api/keys';

const DOMAINS = ['tables', 'themes'] as const;

/** Another user's table or theme change: the grids refresh (the theme cache too) and a notice says so. */
export function useTableChanges() {
  const queryClient = useQueryClient();
  useLiveChanges(DOMAINS, (change) => {
    void queryClient.invalidateQueries({
      queryKey: change.domain === 'themes' ? themeKeys.all : tableKeys.all,
    });
    if (change.domain === 'themes') void queryClient.invalidateQueries({ queryKey: tableKeys.all });
    toast.info(describeLiveChange(change, change.domain === 'themes' ? 'a theme' : 'a table'));
  });
}
