import { pageParam } from '../../lib/page-param';
import { startReads, type ScreenContext } from '../../lib/screen';
import { tablesOptions } from './api/use-tables';
import { themesOptions } from './api/use-themes';

export { default } from './components/tables-page';

export function loader({ queryClient, trpc, url }: ScreenContext) {
  return startReads(
    queryClient.ensureQueryData(tablesOptions(trpc, pageParam(url.searchParams))),
    queryClient.ensureQueryData(themesOptions(trpc)),
  );
}
