import { useDeferredValue, useState } from 'react';
import clsx from 'clsx';
import { Plus } from 'lucide-react';
import { LIST_LOAD_FAILED, type Group } from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { ListState } from '../../../components/list-state';
import { UnreadableNotice } from '../../../components/unreadable-notice';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useGroups } from '../api/use-groups';
import { GroupModal } from './group-modal';
import cards from './card.module.css';
import styles from './curator.module.css';

/**
 * Group cards (display name, slug, Archived badge) and Create; group rows the admin
 * API sent that could not be read are said ("N items could not be shown").
 */
export function GroupsSection() {
  const groups = useGroups();
  const [editing, setEditing] = useState<Group | null>(null);
  const [open, setOpen] = useState(false);
  const modalUsed = useOpenedOnce(open);
  // The cards render after the sections above them, in an interruptible render of their own.
  const data = useDeferredValue(groups.data);
  const pending = data === undefined && !groups.isError;
  const list = groups.isError ? [] : (data?.items ?? []);
  return (
    <section className={clsx(styles.section, styles.belowFold)} aria-labelledby="groups-title">
      <div className={styles.sectionHeader}>
        <h2 id="groups-title" className={styles.sectionTitle}>
          Groups
        </h2>
        <Button
          variant="primary"
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
          <Plus size={16} aria-hidden="true" /> Create Group
        </Button>
      </div>
      <UnreadableNotice count={groups.isError ? undefined : groups.data?.unreadable} />
      <ListState
        query={groups}
        pending={pending}
        failed={LIST_LOAD_FAILED.groups}
        loading="Loading groups"
        empty={list.length === 0}
        emptyText="No groups found"
      >
        <ul
          className={styles.grid}
          aria-label="Groups"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {list.map((g) => (
            <li key={g.id}>
              <button
                type="button"
                className={cards.groupCard}
                aria-label={[g.displayName, g.slug, g.archived && 'archived']
                  .filter(Boolean)
                  .join(', ')}
                onClick={() => {
                  setEditing(g);
                  setOpen(true);
                }}
              >
                {/* the spaces keep the words apart in the visible text (axe label-content-name-mismatch) */}
                <span className={cards.title}>{g.displayName}</span>{' '}
                <span className={cards.meta}>{g.slug ?? '—'}</span>{' '}
                {g.archived && (
                  <span className={clsx(cards.badge, cards['badge-archived'])}>Archived</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </ListState>
      {modalUsed && <GroupModal group={editing} open={open} onClose={() => setOpen(false)} />}
    </section>
  );
}
