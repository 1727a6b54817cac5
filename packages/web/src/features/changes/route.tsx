import type { ScreenContext } from '../../lib/screen';
import { startReads } from '../../lib/screen';
import { changesListOptions } from './api/use-changes';

export { default } from './components/changes-page';

export function loader({ queryClient, trpc, url }: ScreenContext) {
  const view = url.searchParams.get('view');
  return startReads(
    queryClient.ensureQueryData(
      changesListOptions(trpc, view === 'scheduled' || view === 'history' ? view : 'pending', 1),
    ),
  );
}
