import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ListOrdered, Plus, Send } from 'lucide-react';
import {
  LIST_LOAD_FAILED,
  PROMOTIONS,
  PROMOTION_FILTER_LABELS,
  PROMOTION_MESSAGES,
  canEditPromotionOrder,
  promotionPublishErrorMessage,
  type Promotion,
  type PromotionFilterOption,
} from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListState } from '../../../components/list-state';
import { Pagination } from '../../../components/pagination';
import { SearchBox } from '../../../components/search-box';
import { UnreadableNotice } from '../../../components/unreadable-notice';
import { describeLiveChange, useLiveChanges } from '../../../lib/use-live-changes';
import { useInvalidate, useTRPC } from '../../../lib/trpc-query';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { usePromotionsList } from '../api/use-promotions-list';
import { usePublishPromotions } from '../api/use-publish-promotions';
import { ChangeRequestDialog } from '../../../components/change-request-dialog';
import { useApprovalRequired } from '../../../lib/use-change-control';
import { usePromotionOrderEntry } from '../hooks/use-promotion-order';
import { usePromotionParams } from '../hooks/use-promotion-params';
import { OrderSavedOverlay } from './order-grid';
import { PromotionCard } from './promotion-card';
import { PromotionOrderMode } from './promotion-order-mode';
import { PromotionFormModal } from './promotion-form-modal';
import formStyles from '../../../components/form.module.css';
import styles from './promotions.module.css';

/** Cards on screen when the page opens (two rows on a wide screen): their images load at once. */
const ABOVE_FOLD = 8;
const FILTERS = Object.entries(PROMOTION_FILTER_LABELS) as [PromotionFilterOption, string][];

/** The Promotions screen. */
function PromotionsPage() {
  const [{ filter, search, page }, update] = usePromotionParams();
  const list = usePromotionsList({ filter, page, search });
  const updatedAt = list.dataUpdatedAt;
  const now = useMemo(() => new Date(updatedAt || Date.now()), [updatedAt]);

  // modal: kept mounted while it fades out; `session` remounts the form on each opening
  const [modal, setModal] = useState<{
    open: boolean;
    promotion: Promotion | null;
    session: number;
  }>({ open: false, promotion: null, session: 0 });
  const openModal = (promotion: Promotion | null) =>
    setModal((m) => ({ open: true, promotion, session: m.session + 1 }));
  const modalUsed = useOpenedOnce(modal.open);

  const [publishOpen, setPublishOpen] = useState(false);
  const publish = usePublishPromotions();
  const publishNeedsRequest = useApprovalRequired('promotions.publish');
  const [requestOpen, setRequestOpen] = useState(false);

  const ordering = usePromotionOrderEntry();
  const { loaded: order, saved } = ordering;

  // a page past the end (after a delete, or a stale link) goes to the last page
  const data = list.data;
  useEffect(() => {
    if (data && data.totalPages > 0 && page > data.totalPages)
      update({ page: data.totalPages }, { replace: true });
  }, [data, page, update]);

  // another user changed a promotion: refresh the list and say who did what
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  useLiveChanges(['promotions'], (change) => {
    void invalidate(trpc.promotions.pathFilter());
    toast.info(describeLiveChange(change, 'a promotion'));
  });

  const showOrderButton = canEditPromotionOrder(filter, search);

  const onPublish = async () => {
    const result = await publish.mutateAsync();
    setPublishOpen(false);
    if (result.ok) toast.success(PROMOTION_MESSAGES.published);
    else
      toast.error(
        promotionPublishErrorMessage(result.error instanceof Error ? result.error.message : null),
      );
  };

  const items = data?.items ?? [];

  return (
    <div className={styles.page}>
      {order ? (
        <PromotionOrderMode loaded={order} now={now} onExit={ordering.exit} />
      ) : (
        <header className={styles.header}>
          <h1 className={styles.title}>{PROMOTION_MESSAGES.screenTitle}</h1>
          <div className={styles.headerActions}>
            <Button variant="primary" onClick={() => openModal(null)}>
              <Plus size={16} aria-hidden="true" /> Create Promotion
            </Button>
            <Button
              onClick={() => (publishNeedsRequest ? setRequestOpen(true) : setPublishOpen(true))}
              loading={publish.isPending}
            >
              <Send size={16} aria-hidden="true" />{' '}
              {publishNeedsRequest ? 'Request Publish All' : 'Publish All'}
            </Button>
            {showOrderButton && (
              <Button loading={ordering.loading} onClick={() => ordering.enter()}>
                <ListOrdered size={16} aria-hidden="true" /> Edit Order
              </Button>
            )}
          </div>
        </header>
      )}
      <ChangeRequestDialog
        action="promotions.publish"
        open={requestOpen}
        onOpenChange={setRequestOpen}
      />

      {!order && (
        <div className={styles.toolbar}>
          <label className={styles.filter}>
            <span>Filter</span>
            <select
              name="filter"
              className={formStyles.select}
              value={filter}
              onChange={(e) => update({ filter: e.target.value as PromotionFilterOption })}
            >
              {FILTERS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <SearchBox
            label="Search promotions"
            labelHidden
            placeholder="Search promotions"
            value={search}
            onSearch={(text) => update({ search: text }, { replace: true })}
            delayMs={PROMOTIONS.searchDebounceMs}
            busy={list.isFetching && search !== ''}
            className={styles.search}
          />
        </div>
      )}

      {!order && (
        <ListState
          query={list}
          failed={LIST_LOAD_FAILED.promotions}
          loading="Loading promotions"
          empty={items.length === 0}
          emptyText={PROMOTION_MESSAGES.empty}
        >
          <ul className={styles.grid} aria-label="Promotions" aria-busy={list.isFetching}>
            {items.map((p, index) => (
              <PromotionCard
                key={p.id}
                promotion={p}
                now={now}
                onOpen={openModal}
                aboveFold={index < ABOVE_FOLD}
              />
            ))}
          </ul>
        </ListState>
      )}

      {!order && <UnreadableNotice count={data?.unreadable} />}
      {!order && data && (
        <Pagination
          page={page}
          totalPages={data.totalPages}
          label="Promotions pages"
          onPageChange={(p) => update({ page: p })}
        />
      )}

      {modalUsed && (
        <PromotionFormModal
          key={modal.session}
          open={modal.open}
          promotion={modal.promotion}
          onOpenChange={(open) => setModal((m) => ({ ...m, open }))}
        />
      )}
      <ConfirmDialog
        open={publishOpen}
        onOpenChange={setPublishOpen}
        title="Publish all promotions"
        message={PROMOTION_MESSAGES.publishConfirm}
        confirmLabel="Publish"
        pending={publish.isPending}
        onConfirm={() => void onPublish()}
      />
      {saved && <OrderSavedOverlay detail={saved} />}
    </div>
  );
}

export default PromotionsPage;
