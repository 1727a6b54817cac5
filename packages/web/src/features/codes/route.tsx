import { pageParam } from '../../lib/page-param';
import { startReads, type ScreenContext } from '../../lib/screen';
import { promoCodesOptions } from './api/use-promo-codes';

export { default } from './components/codes-page';

export function loader({ queryClient, trpc, url }: ScreenContext) {
  return startReads(
    queryClient.ensureQueryData(promoCodesOptions(trpc, pageParam(url.searchParams))),
  );
}
