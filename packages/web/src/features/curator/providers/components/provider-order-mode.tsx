import { useCallback, useEffect, useMemo } from 'react';
import clsx from 'clsx';
import { Save, X } from 'lucide-react';
import { toast } from 'sonner';
import { PROVIDER_MESSAGES, type Provider } from '@pitboss/contracts';
import { Button } from '../../../../components/button';
import { OrderConcurrencyNotices } from '../../../../components/order-concurrency-notices';
import { SortableGrid, SortableListCard, reorder } from '../../../../components/sortable-grid';
import { UnreadableNotice } from '../../../../components/unreadable-notice';
import { useUnsavedChanges, type Leaves } from '../../../../components/unsaved-changes';
import { errorMessage } from '../../../../lib/error-message';
import { useOrderConcurrency } from '../../../../lib/use-order-concurrency';
import { useLoadProvidersForOrdering } from '../api/use-load-providers-for-ordering';
import { orderingOf, type Ordering } from '../lib/ordering';
import curator from '../../components/curator.module.css';
import styles from './providers.module.css';

/** Another page, or the archived view (which ends Edit Order); the other sections' filters stay. */
const leavesOrderMode: Leaves = (current, next) =>
  current.pathname !== next.pathname ||
  new URLSearchParams(current.search).get('archived') !==
    new URLSearchParams(next.search).get('archived');

interface Props {
  ordering: Ordering;
  onChange: (change: Partial<Ordering>) => void;
  /** Saves `ids` as the order, based on `before` and its version; rejects when refused. */
  onSave: (before: string[], ids: string[], base: string | undefined) => Promise<void>;
  onCancel: () => void;
  saving: boolean;
}

/**
 * Provider Edit Order mode: every non-archived provider, dragged by its handle
 * with a pointer, touch or the keyboard (focus the handle, Space, arrows, Space). Unsaved moves
 * hold an in-app navigation and the tab's closing. The save is based on the order as loaded:
 * another curator's save in between is a conflict (Reload re-applies the moves on theirs), and
 * who else has the order open, or has just saved it, is said above the grid.
 */
export function ProviderOrderMode({ ordering, onChange, onSave, onCancel, saving }: Props) {
  const { before, ids, byId, unreadable, version } = ordering;
  const moved = useMemo(() => ids.filter((id, i) => before[i] !== id).length, [ids, before]);
  useUnsavedChanges(moved > 0 && !saving, { leaves: leavesOrderMode });
  const nameOf = useCallback((id: string) => byId.get(id)?.displayName ?? id, [byId]);
  const loadAll = useLoadProvidersForOrdering();

  const order = useOrderConcurrency({
    target: 'providers-order',
    domain: 'providers',
    isSave: (c) => c.procedure === 'providers.bulkOrder',
    reload: async () => {
      const fresh = orderingOf(await loadAll());
      onChange({ byId: fresh.byId, unreadable: fresh.unreadable });
      return { ids: fresh.ids, version: fresh.version };
    },
    original: before,
    mine: ids,
    rebase: (original, next) => onChange({ before: original, ids: next }),
  });
  const { loaded } = order;
  useEffect(() => loaded(version), [loaded, version]);

  const save = async (on = { before, ids, base: order.base }) => {
    try {
      await onSave(on.before, on.ids, on.base);
    } catch (err) {
      if (order.caught(err)) return;
      toast.error(PROVIDER_MESSAGES.saveOrderFailed, {
        description: errorMessage(err, '') || undefined,
      });
    }
  };

  return (
    <>
      <div className={styles.orderBar} role="group" aria-label="Provider order">
        <p className={curator.hint} aria-live="polite">
          {ids.length} providers · {moved === 0 ? 'no changes' : `${moved} positions changed`} ·
          drag a handle, or focus it and press Space, the arrow keys, then Space
        </p>
        <div className={styles.headerActions}>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            <X size={16} aria-hidden="true" /> Cancel
          </Button>
          <Button variant="primary" onClick={() => void save()} loading={saving}>
            <Save size={16} aria-hidden="true" /> Save Order
          </Button>
        </div>
      </div>
      <UnreadableNotice count={unreadable} />
      <OrderConcurrencyNotices
        order={order}
        original={before}
        nameOf={(id) => byId.get(id)?.displayName}
        saving={saving}
        onOverwrite={() => {
          const on = order.overwrite();
          if (on) void save({ before: on.original, ids: on.ids, base: on.base });
        }}
      />
      <SortableGrid
        ids={ids}
        label="Providers in display order"
        className={styles.orderGrid}
        nameOf={nameOf}
        onMove={(active, over) => onChange({ ids: reorder(ids, active, over) })}
        renderItem={(id, index) => {
          const p = byId.get(id);
          return p ? (
            <SortableProvider
              key={id}
              provider={p}
              position={index + 1}
              moved={before[index] !== id}
            />
          ) : null;
        }}
      />
    </>
  );
}

function SortableProvider({
  provider,
  position,
  moved,
}: {
  provider: Provider;
  position: number;
  moved: boolean;
}) {
  return (
    <SortableListCard
      id={provider.id}
      name={provider.displayName}
      position={position}
      className={clsx(styles.orderCard, moved && styles.orderCardMoved)}
      testId="provider-order-card"
    >
      <span className={styles.orderName} title={provider.displayName}>
        {provider.displayName}
      </span>
      <span
        className={clsx(styles.dot, provider.live && styles.dotLive)}
        style={{ marginLeft: 'auto' }}
        role="img"
        aria-label={provider.live ? 'Live' : 'Offline'}
        title={provider.live ? 'Live' : 'Offline'}
      />
    </SortableListCard>
  );
}
