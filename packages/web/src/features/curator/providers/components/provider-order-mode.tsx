import { useCallback, useMemo } from 'react';
import clsx from 'clsx';
import { Save, X } from 'lucide-react';
import type { Provider } from '@pitboss/contracts';
import { Button } from '../../../../components/button';
import { SortableGrid, SortableListCard, reorder } from '../../../../components/sortable-grid';
import { UnreadableNotice } from '../../../../components/unreadable-notice';
import { useUnsavedChanges, type Leaves } from '../../../../components/unsaved-changes';
import curator from '../../components/curator.module.css';
import styles from './providers.module.css';

/** Another page, or the archived view (which ends Edit Order); the other sections' filters stay. */
const leavesOrderMode: Leaves = (current, next) =>
  current.pathname !== next.pathname ||
  new URLSearchParams(current.search).get('archived') !==
    new URLSearchParams(next.search).get('archived');

interface Props {
  /** The order when the mode opened. */
  before: string[];
  ids: string[];
  byId: Map<string, Provider>;
  /** Providers the admin API sent that could not be read (said above the grid; absent when 0). */
  unreadable?: number | undefined;
  onChange: (ids: string[]) => void;
  onSave: () => void;
  onCancel: () => void;
  saving: boolean;
}

/**
 * Provider Edit Order mode: every non-archived provider, dragged by its handle
 * with a pointer, touch or the keyboard (focus the handle, Space, arrows, Space). Unsaved moves
 * hold an in-app navigation and the tab's closing.
 */
export function ProviderOrderMode({
  before,
  ids,
  byId,
  unreadable,
  onChange,
  onSave,
  onCancel,
  saving,
}: Props) {
  const moved = useMemo(() => ids.filter((id, i) => before[i] !== id).length, [ids, before]);
  useUnsavedChanges(moved > 0 && !saving, { leaves: leavesOrderMode });
  const nameOf = useCallback((id: string) => byId.get(id)?.displayName ?? id, [byId]);

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
          <Button variant="primary" onClick={onSave} loading={saving}>
            <Save size={16} aria-hidden="true" /> Save Order
          </Button>
        </div>
      </div>
      <UnreadableNotice count={unreadable} />
      <SortableGrid
        ids={ids}
        label="Providers in display order"
        className={styles.orderGrid}
        nameOf={nameOf}
        onMove={(active, over) => onChange(reorder(ids, active, over))}
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
