import { useCallback, useMemo, useState } from 'react';
import clsx from 'clsx';
import { BarChart3, Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  ENDED_MARK,
  LIST_LOAD_FAILED,
  PROMO_CODES,
  PROMO_CODE_LABELS,
  PROMO_CODE_MESSAGES,
  hasEnded,
  type PromoCode,
} from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListState } from '../../../components/list-state';
import { Pagination } from '../../../components/pagination';
import { UnreadableNotice } from '../../../components/unreadable-notice';
import { useDeletePromoCode } from '../api/use-delete-promo-code';
import { usePromoCodes } from '../api/use-promo-codes';
import { usePromoCodeChanges } from '../hooks/use-promo-code-changes';
import { formatTimestamp } from '../../../lib/dates';
import { useListParams } from '../../../lib/use-list-params';
import { CODE_PARAMS, maxUsesText } from '../lib/promo-code';
import { CreatePromoCodeModal, EditPromoCodeModal, PromoCodeStatsModal } from './promo-code-modals';
import styles from './codes.module.css';

const TOAST = { duration: PROMO_CODES.toastMs };

// made once, not per row (`toLocaleString` with options builds a new formatter on every call)
const REWARD = new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 });
const formatReward = (n: number) => REWARD.format(n);

/** Promo Code Management: the table, create/edit/stats modals, delete. */
function CodesPage() {
  const [{ page }, setParams] = useListParams(CODE_PARAMS);
  const codes = usePromoCodes(page);
  const remove = useDeletePromoCode();
  usePromoCodeChanges();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PromoCode | null>(null);
  const [viewing, setViewing] = useState<PromoCode | null>(null);
  const [toDelete, setToDelete] = useState<PromoCode | null>(null);
  const closeEdit = useCallback(() => setEditing(null), []);
  const closeStats = useCallback(() => setViewing(null), []);

  const items = codes.data?.items ?? [];
  const updatedAt = codes.dataUpdatedAt;
  const now = useMemo(() => new Date(updatedAt || Date.now()), [updatedAt]);

  const setPage = (next: number) => setParams({ page: next });

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync({ id: toDelete.id });
      toast.success(PROMO_CODE_MESSAGES.deleted, TOAST);
    } catch (err) {
      toast.error(PROMO_CODE_MESSAGES.deleteFailed, {
        ...TOAST,
        description: err instanceof Error ? err.message : undefined,
      });
    } finally {
      setToDelete(null);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>Promo Code Management</h1>
        <Button variant="primary" onClick={() => setCreating(true)}>
          <Plus size={16} aria-hidden="true" />
          Create Promo Code
        </Button>
      </div>

      <UnreadableNotice count={codes.data?.unreadable} />
      <ListState
        query={codes}
        failed={LIST_LOAD_FAILED.promoCodes}
        loading="Loading promo codes"
        empty={items.length === 0}
        emptyText={
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{PROMO_CODE_MESSAGES.empty}</p>
            <Button variant="primary" onClick={() => setCreating(true)}>
              Create Promo Code
            </Button>
          </div>
        }
      >
        <div
          className={styles.tableWrap}
          tabIndex={0}
          role="region"
          aria-label="Promo codes table, scrolls sideways"
        >
          <table className={styles.table}>
            <caption className="visually-hidden">Promo codes</caption>
            <thead>
              <tr>
                <th scope="col">{PROMO_CODE_LABELS.code}</th>
                <th scope="col" className={styles.num}>
                  {PROMO_CODE_LABELS.reward}
                </th>
                <th scope="col">{PROMO_CODE_LABELS.currency}</th>
                <th scope="col" className={styles.num}>
                  {PROMO_CODE_LABELS.maxUses}
                </th>
                <th scope="col">{PROMO_CODE_LABELS.validFrom}</th>
                <th scope="col">{PROMO_CODE_LABELS.validUntil}</th>
                <th scope="col">{PROMO_CODE_LABELS.campaign}</th>
                <th scope="col" className={styles.actionsHead}>
                  {PROMO_CODE_LABELS.actions}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((code) => (
                <tr
                  key={code.id}
                  className={clsx(!code.active && styles.inactive)}
                  data-inactive={!code.active || undefined}
                >
                  <th scope="row" className={styles.code}>
                    <span>{code.code}</span>
                    {!code.active && <span className={styles.badge}>Inactive</span>}
                    {hasEnded(code.validUntil, now) && (
                      <span className={clsx(styles.badge, styles.ended)}>{ENDED_MARK}</span>
                    )}
                  </th>
                  <td className={styles.num}>{formatReward(code.reward)}</td>
                  <td>{code.currency}</td>
                  <td className={styles.num}>{maxUsesText(code.maxGlobalUses)}</td>
                  <td className={styles.date}>{formatTimestamp(code.validFrom)}</td>
                  <td className={styles.date}>{formatTimestamp(code.validUntil)}</td>
                  <td className={styles.nowrap}>{code.metadata.campaign ?? '—'}</td>
                  <td>
                    <div className={styles.actions}>
                      <button
                        type="button"
                        className={styles.iconButton}
                        aria-label={`Stats for ${code.code}`}
                        title="Stats"
                        onClick={() => setViewing(code)}
                      >
                        <BarChart3 size={16} aria-hidden="true" />
                      </button>
                      <button
                        type="button"
                        className={styles.iconButton}
                        aria-label={`Edit ${code.code}`}
                        title="Edit"
                        onClick={() => setEditing(code)}
                      >
                        <Pencil size={16} aria-hidden="true" />
                      </button>
                      <button
                        type="button"
                        className={clsx(styles.iconButton, styles.danger)}
                        aria-label={`Delete ${code.code}`}
                        title={code.active ? 'Delete' : 'Already deleted'}
                        disabled={!code.active}
                        onClick={() => setToDelete(code)}
                      >
                        <Trash2 size={16} aria-hidden="true" />
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
      <Pagination
        page={page}
        totalPages={codes.data?.totalPages ?? 0}
        onPageChange={setPage}
        label="Promo code pages"
      />

      <CreatePromoCodeModal open={creating} onClose={() => setCreating(false)} />
      <EditPromoCodeModal code={editing} onClose={closeEdit} />
      <PromoCodeStatsModal code={viewing} onClose={closeStats} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(o) => {
          if (!o) setToDelete(null);
        }}
        title={toDelete ? `Delete promo code ${toDelete.code}?` : 'Delete promo code'}
        message={PROMO_CODE_MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        variant="danger"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

export default CodesPage;
