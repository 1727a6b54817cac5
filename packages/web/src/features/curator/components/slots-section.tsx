import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { ListOrdered, Plus } from 'lucide-react';
import { toast } from 'sonner';
import { CATALOGUE_MESSAGES, LIST_LOAD_FAILED, SLOT_MESSAGES, type Slot } from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { ListState } from '../../../components/list-state';
import { Pagination } from '../../../components/pagination';
import { UnreadableNotice } from '../../../components/unreadable-notice';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useGroups } from '../api/use-groups';
import { useAllProviders } from '../api/use-providers';
import { useSlots } from '../api/use-slots';
import type { SlotFilters as Filters } from '../hooks/use-slot-filters';
import { SlotCard } from './slot-card';
import { SlotFilters } from './slot-filters';
import { SlotModal } from './slot-modal';
import { useSlotLink } from '../hooks/use-slot-link';
import type { OrderModeExit } from '../order-mode/components/order-mode';
import { LazyOrderMode, preloadOrderMode } from '../order-mode/components/lazy-order-mode';
import { OrderSavedOverlay } from '../order-mode/components/order-saved-overlay';
import { SLOT_IMAGES_ABOVE_FOLD } from '../lib/image-url';
import styles from './curator.module.css';

/** One empty list, so the deferred value below does not see a new one on every render. */
const NO_SLOTS: readonly Slot[] = [];

interface Props {
  filters: Filters;
  setFilters: (patch: Partial<Filters>) => void;
}

/** Filters, Create Slot, the grid of slot cards with pagination, the edit modal. */
export function SlotsSection({ filters, setFilters }: Props) {
  const slots = useSlots(filters);
  const groups = useGroups();
  const providers = useAllProviders();
  const [editing, setEditing] = useState<Slot | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const modalUsed = useOpenedOnce(modalOpen);
  // Slot order-edit mode: offered when a group is selected.
  // The mode belongs to the filters it was entered with: any filter or group change ends it.
  const filtersKey = JSON.stringify(filters);
  const [orderKey, setOrderKey] = useState<string | null>(null);
  const orderMode = orderKey !== null && orderKey === filtersKey && filters.group !== '';
  useEffect(() => {
    if (orderKey !== null && orderKey !== filtersKey) setOrderKey(null);
  }, [orderKey, filtersKey]);
  const [orderSaved, setOrderSaved] = useState<number | null>(null);
  const exitOrderMode = useCallback((result?: OrderModeExit) => {
    setOrderKey(null);
    if (result?.saved !== undefined) setOrderSaved(result.saved);
  }, []);
  const clearOrderSaved = useCallback(() => setOrderSaved(null), []);
  // Edit Order is offered: its chunk loads now, so a click waits only for the group's slots.
  const canOrder = filters.group !== '' && !filters.archived;
  useEffect(() => {
    if (canOrder) preloadOrderMode();
  }, [canOrder]);

  // The archived view that fails to load reverts to the normal list; any other failure is
  // said where the list would be, with Retry.
  useEffect(() => {
    if (filters.archived && slots.isError) {
      toast.error(CATALOGUE_MESSAGES.loadArchivedFailed);
      setFilters({ archived: false });
    }
  }, [filters.archived, slots.isError, setFilters]);

  const openSlot = useCallback((slot: Slot) => {
    setEditing(slot);
    setModalOpen(true);
  }, []);
  useSlotLink(openSlot);

  const page = slots.isError ? null : slots.data;
  const items = page?.items ?? NO_SLOTS;
  // A new page of cards renders its first rows at once (their images are the largest paint) and
  // the rest right after, in an interruptible render of its own.
  const allShown = useDeferredValue(items, NO_SLOTS);
  const shown = allShown === items ? items : items.slice(0, SLOT_IMAGES_ABOVE_FOLD);
  return (
    <section className={styles.section} aria-labelledby="slots-title">
      <div className={styles.sectionHeader}>
        <h2 id="slots-title" className={styles.sectionTitle}>
          {filters.archived ? 'Slots (Archived)' : 'Slots'}
          {page ? (
            <span className={styles.hint}> · {page.total.toLocaleString()} total</span>
          ) : null}
        </h2>
        {!filters.archived && !orderMode && (
          <Button
            variant="primary"
            onClick={() => {
              setEditing(null);
              setModalOpen(true);
            }}
          >
            <Plus size={16} aria-hidden="true" /> Create Slot
          </Button>
        )}
        {filters.group && !filters.archived && !orderMode && (
          <Button onClick={() => setOrderKey(filtersKey)}>
            <ListOrdered size={16} aria-hidden="true" /> Edit Order
          </Button>
        )}
      </div>
      <SlotFilters
        filters={filters}
        onChange={setFilters}
        groups={groups.data?.items ?? []}
        providers={providers.data?.items ?? []}
        disabled={filters.archived}
      />
      {/* provider rows providers.list could not read: said under the Provider filter */}
      <UnreadableNotice count={providers.isError ? undefined : providers.data?.unreadable} />
      {orderMode ? (
        <LazyOrderMode
          groupId={filters.group}
          groupName={groups.data?.items.find((g) => g.id === filters.group)?.displayName ?? 'Group'}
          exitKey={filtersKey}
          onExit={exitOrderMode}
        />
      ) : (
        <ListState
          query={slots}
          failed={LIST_LOAD_FAILED.slots}
          loading="Loading slots"
          holdsScreen
          empty={items.length === 0}
          emptyText={SLOT_MESSAGES.empty}
        >
          <ul
            className={styles.grid}
            aria-label="Slots"
            aria-busy={slots.isFetching || undefined}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {shown.map((slot, index) => (
              <SlotCard
                key={slot.id}
                slot={slot}
                onOpen={openSlot}
                aboveFold={index < SLOT_IMAGES_ABOVE_FOLD}
              />
            ))}
          </ul>
        </ListState>
      )}
      {!orderMode && <UnreadableNotice count={page?.unreadable} />}
      {page && !orderMode && (
        <Pagination
          page={filters.page}
          totalPages={page.totalPages}
          onPageChange={(p) => setFilters({ page: p })}
          label="Slot pages"
        />
      )}
      {orderSaved !== null && <OrderSavedOverlay count={orderSaved} onDone={clearOrderSaved} />}
      {modalUsed && (
        <SlotModal
          slot={editing}
          open={modalOpen}
          onClose={() => setModalOpen(false)}
          providers={providers.data?.items ?? []}
          groups={groups.data?.items ?? []}
        />
      )}
    </section>
  );
}
