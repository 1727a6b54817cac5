import {
  Suspense,
  lazy,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  useTransition,
} from 'react';
import { ArrowDownUp, Plus } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { toast } from 'sonner';
import {
  CATALOGUE_MESSAGES,
  LIST_LOAD_FAILED,
  PROVIDER_MESSAGES,
  providerOrderItems,
  type Provider,
} from '@pitboss/contracts';
import { Button } from '../../../../components/button';
import { ListState } from '../../../../components/list-state';
import { Pagination } from '../../../../components/pagination';
import { UnreadableNotice } from '../../../../components/unreadable-notice';
import { Spinner } from '../../../../components/spinner';
import { useOpenedOnce } from '../../../../lib/use-opened-once';
import { useBulkOrderProviders } from '../api/use-bulk-order-providers';
import { useProviderPage } from '../api/use-provider-page';
import { useLoadProvidersForOrdering } from '../api/use-load-providers-for-ordering';
import { useProviderFilters } from '../hooks/use-provider-filters';
import { orderingOf, type Ordering } from '../lib/ordering';
import { ProviderCard } from './provider-card';
import { ProviderFilters } from './provider-filters';
import { ProviderModal } from './provider-modal';
import curator from '../../components/curator.module.css';
import styles from './providers.module.css';

// dnd-kit loads only when Edit Order is used (its own chunk, like the slots' order mode).
const ProviderOrderMode = lazy(() =>
  import('./provider-order-mode').then((m) => ({ default: m.ProviderOrderMode })),
);

/**
 * The providers section of the curator page: filters in the URL,
 * the card grid with pagination, Create Provider and the provider modal, Edit Order mode.
 */
export function ProvidersSection() {
  const { filters, setFilters, archived, exitArchived } = useProviderFilters();
  const list = useProviderPage(filters, archived);
  const [editing, setEditing] = useState<Provider | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const modalUsed = useOpenedOnce(modalOpen);
  const [ordering, setOrdering] = useState<Ordering | null>(null);
  const loadAll = useLoadProvidersForOrdering();
  const [loadingAll, startLoadingAll] = useTransition();
  const bulkOrder = useBulkOrderProviders();
  const sectionRef = useRef<HTMLElement>(null);

  // The archived view that fails to load reverts; other failures are said in place of the list.
  useEffect(() => {
    if (list.isError && archived) {
      toast.error(CATALOGUE_MESSAGES.loadArchivedFailed, { id: 'archived-load-failed' });
      exitArchived();
    }
  }, [archived, list.isError, exitArchived]);

  // Switching to the archived view leaves Edit Order (nothing saved).
  useEffect(() => {
    if (archived) setOrdering(null);
  }, [archived]);

  const openProvider = useCallback((provider: Provider) => {
    setEditing(provider);
    setModalOpen(true);
  }, []);

  const enterOrderMode = () => {
    startLoadingAll(async () => {
      try {
        const loaded = orderingOf(await loadAll());
        startTransition(() => setOrdering(loaded));
      } catch (err) {
        console.error('Loading providers for ordering failed', err);
        toast.error(PROVIDER_MESSAGES.loadAllForOrderingFailed);
      }
    });
  };

  const leaveOrderMode = () => {
    setOrdering(null);
    sectionRef.current?.scrollIntoView({ block: 'start' });
  };

  /** Saves an order based on the version `base` (a failure is the order mode's to show). */
  const saveOrder = async (before: string[], ids: string[], base: string | undefined) => {
    if (bulkOrder.isPending) return;
    const providerOrders = providerOrderItems(before, ids);
    if (providerOrders.length === 0) {
      leaveOrderMode();
      return;
    }
    await bulkOrder.mutateAsync({ providerOrders, base });
    toast.success('Provider order saved');
    leaveOrderMode();
  };

  // The cards render after the slots above them, in an interruptible render of their own.
  const data = useDeferredValue(list.data);
  const page = list.isError ? null : data;
  const items = page?.items ?? [];
  const overlay = loadingAll
    ? 'Loading all providers…'
    : bulkOrder.isPending
      ? 'Saving provider order…'
      : null;

  return (
    <Tooltip.Provider delayDuration={300}>
      <section
        ref={sectionRef}
        // not while ordering: containment would make the section, not the viewport, the frame of
        // the drag overlay's fixed position
        className={`${curator.section} ${ordering ? '' : curator.belowFold} ${styles.section}`}
        aria-labelledby="providers-title"
        aria-busy={overlay || list.isFetching ? true : undefined}
      >
        <div className={curator.sectionHeader}>
          <h2 id="providers-title" className={curator.sectionTitle}>
            {archived ? `Providers ${PROVIDER_MESSAGES.archivedTitleSuffix}` : 'Providers'}
            {ordering ? <span className={curator.hint}> · Edit Order</span> : null}
            {!ordering && page ? (
              <span className={curator.hint}> · {page.total.toLocaleString()} total</span>
            ) : null}
          </h2>
          {!archived && !ordering && (
            <div className={styles.headerActions}>
              <Button onClick={enterOrderMode} loading={loadingAll}>
                <ArrowDownUp size={16} aria-hidden="true" /> Edit Order
              </Button>
              <Button
                variant="primary"
                onClick={() => {
                  setEditing(null);
                  setModalOpen(true);
                }}
              >
                <Plus size={16} aria-hidden="true" /> Create Provider
              </Button>
            </div>
          )}
        </div>
        {ordering ? (
          <Suspense
            fallback={
              <div className={curator.loading}>
                <Spinner size={24} label="Loading Edit Order" />
              </div>
            }
          >
            <ProviderOrderMode
              ordering={ordering}
              onChange={(change) => setOrdering((o) => (o ? { ...o, ...change } : o))}
              onSave={saveOrder}
              onCancel={leaveOrderMode}
              saving={bulkOrder.isPending}
            />
          </Suspense>
        ) : (
          <>
            <ProviderFilters filters={filters} onChange={setFilters} disabled={archived} />
            <ListState
              query={list}
              pending={page === undefined}
              failed={LIST_LOAD_FAILED.providers}
              loading="Loading providers"
              empty={items.length === 0}
              emptyText={PROVIDER_MESSAGES.empty}
            >
              <ul
                className={styles.grid}
                aria-label="Providers"
                aria-busy={list.isFetching || undefined}
              >
                {items.map((provider) => (
                  <ProviderCard key={provider.id} provider={provider} onOpen={openProvider} />
                ))}
              </ul>
            </ListState>
            <UnreadableNotice count={page?.unreadable} />
            {page && (
              <Pagination
                page={filters.page}
                totalPages={page.totalPages}
                onPageChange={(p) => setFilters({ page: p })}
                label="Provider pages"
              />
            )}
          </>
        )}
        {overlay && (
          <div className={styles.overlay} role="status">
            <div className={styles.overlayBox}>
              <Spinner size={20} label={overlay} />
              <span>{overlay}</span>
            </div>
          </div>
        )}
        {modalUsed && (
          <ProviderModal provider={editing} open={modalOpen} onClose={() => setModalOpen(false)} />
        )}
      </section>
    </Tooltip.Provider>
  );
}
