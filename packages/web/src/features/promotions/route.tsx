import { startReads, type ScreenContext } from '../../lib/screen';
import { promotionsListOptions } from './api/use-promotions-list';
import { readPromotionParams } from './hooks/use-promotion-params';

export { default } from './components/promotions-page';

export function loader({ queryClient, trpc, url }: ScreenContext) {
  return startReads(
    queryClient.ensureQueryData(promotionsListOptions(trpc, readPromotionParams(url.searchParams))),
  );
}
