import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { describeLiveChange, useLiveChanges } from '../../../lib/use-live-changes';
import { promoCodeKeys } from '../api/keys';

const DOMAINS = ['promoCodes'] as const;

/** Another user's promo code change: the table refreshes and a notice says so. */
export function usePromoCodeChanges() {
  const queryClient = useQueryClient();
  useLiveChanges(DOMAINS, (change) => {
    void queryClient.invalidateQueries({ queryKey: promoCodeKeys.all });
    toast.info(describeLiveChange(change, 'a promo code'));
  });
}
