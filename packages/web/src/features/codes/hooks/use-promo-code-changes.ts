import { toast } from 'sonner';
import { useInvalidate, useTRPC } from '../../../lib/trpc-query';
import { describeLiveChange, useLiveChanges } from '../../../lib/use-live-changes';

const DOMAINS = ['promoCodes'] as const;

/** Another user's promo code change: the table refreshes and a notice says so. */
export function usePromoCodeChanges() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  useLiveChanges(DOMAINS, (change) => {
    void invalidate(trpc.promoCodes.pathFilter());
    toast.info(describeLiveChange(change, 'a promo code'));
  });
}
