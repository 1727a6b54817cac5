import { startReads, type ScreenContext } from '../../lib/screen';
import { readListParams } from '../../lib/use-list-params';
import { promoCodesOptions } from './api/use-promo-codes';
import { CODE_PARAMS } from './lib/promo-code';

export { default } from './components/codes-page';

export function loader({ queryClient, trpc, url }: ScreenContext) {
  const { page } = readListParams(CODE_PARAMS, url.searchParams);
  return startReads(queryClient.ensureQueryData(promoCodesOptions(trpc, page)));
}
