import { pageParam } from '../../lib/page-param';
import { settle, type ScreenContext } from '../../lib/screen';
import { tablesOptions } from './api/use-tables';
import { themesOptions } from './api/use-themes';

export { default } from './components/tables-page';

export function loader({ queryClient, trpc, url }: ScreenContext) {
  return settle(
    queryClient.ensureQueryData(tablesOptions(trpc, pageParam(url.searchParams))),
    queryClient.ensureQueryData(themesOptions(trpc)),
  );
}
