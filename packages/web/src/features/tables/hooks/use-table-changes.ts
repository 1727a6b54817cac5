import { toast } from 'sonner';
import { useInvalidate, useTRPC } from '../../../lib/trpc-query';
import { describeLiveChange, useLiveChanges } from '../../../lib/use-live-changes';

const DOMAINS = ['tables', 'themes'] as const;

/** Another user's table or theme change: the grids refresh (the theme cache too) and a notice says so. */
export function useTableChanges() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  useLiveChanges(DOMAINS, (change) => {
    if (change.domain === 'themes')
      void invalidate(trpc.themes.pathFilter(), trpc.tables.pathFilter());
    else void invalidate(trpc.tables.pathFilter());
    toast.info(describeLiveChange(change, change.domain === 'themes' ? 'a theme' : 'a table'));
  });
}
