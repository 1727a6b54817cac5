import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { skipToken, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Slot } from '@pitboss/contracts';
import { useTRPC } from '../../../lib/trpc-query';

/**
 * `/curator?slot=<id>` (the Activity screen's link to a changed slot): the slot's edit modal
 * opens, and the parameter leaves the URL.
 */
export function useSlotLink(open: (slot: Slot) => void) {
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const id = params.get('slot');
  const slot = useQuery(trpc.slots.get.queryOptions(id ? { id } : skipToken, { retry: false }));
  useEffect(() => {
    if (!id || slot.isPending) return;
    if (slot.data) open(slot.data);
    else toast.error(`Slot ${id} could not be opened`, { description: slot.error?.message });
    const next = new URLSearchParams(params);
    next.delete('slot');
    setParams(next, { replace: true });
  }, [id, slot.isPending, slot.data, slot.error, open, params, setParams]);
}
