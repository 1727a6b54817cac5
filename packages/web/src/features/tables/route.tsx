import { startReads, type ScreenContext } from '../../lib/screen';
import { tablesOptions } from './api/use-tables';
import { themesOptions } from './api/use-themes';
import { readTableParams, readThemeParams } from './hooks/use-table-params';

export { default } from './components/tables-page';

export function loader({ queryClient, trpc, url }: ScreenContext) {
  const tables = readTableParams(url.searchParams);
  const { search } = readThemeParams(url.searchParams);
  return startReads(
    queryClient.ensureQueryData(tablesOptions(trpc, tables.page, tables.search)),
    queryClient.ensureQueryData(themesOptions(trpc, search)),
  );
}
