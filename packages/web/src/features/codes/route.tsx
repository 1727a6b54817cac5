import { pageParam } from '../../lib/page-param';
import { settle, type ScreenContext } from '../../lib/screen';
import { promoCodesOptions } from './api/use-promo-codes';

export { default } from './components/codes-page';

export function loader({ queryClient, trpc, url }: ScreenContext) {
  return settle(queryClient.ensureQueryData(promoCodesOptions(trpc, pageParam(url.searchParams))));
}
