import { useId } from 'react';
import { fieldLabel, formatValue } from '../../../lib/format-value';
import { describeCounts, isEmpty, type CatalogueDiffView } from '../lib/history';
import { ShowMoreList } from './show-more-list';
import styles from './history.module.css';

type KindDiff = CatalogueDiffView['slots'];
type Changed = KindDiff['changed'][number];

/** A slot's `groups` field holds group ids: named here. */
function valueText(field: string, value: unknown, groupNames: Map<string, string>): string {
  if (field === 'groups' && Array.isArray(value))
    return value.length
      ? value.map((id) => groupNames.get(String(id)) ?? `#${id}`).join(', ')
      : 'none';
  return formatValue(value);
}

function ChangedEntity({ item, groupNames }: { item: Changed; groupNames: Map<string, string> }) {
  return (
    <div className={styles.changed}>
      <span className={styles.name}>{item.name}</span>
      <table className={styles.fields}>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {item.fields.map((f) => (
            <tr key={f.field}>
              <th scope="row">{fieldLabel(f.field)}</th>
              <td className={styles.before}>{valueText(f.field, f.before, groupNames)}</td>
              <td className={styles.after}>{valueText(f.field, f.after, groupNames)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function KindSection({
  title,
  kind,
  counts,
  groupNames,
}: {
  title: string;
  kind: KindDiff;
  counts: CatalogueDiffView['summary']['slots'];
  groupNames: Map<string, string>;
}) {
  const id = useId();
  return (
    <section className={styles.kind} aria-labelledby={id}>
      <h3 id={id} className={styles.kindTitle}>
        {title}: <span className={styles.muted}>{describeCounts(counts)}</span>
      </h3>
      <ShowMoreList
        title={`${title} added`}
        items={kind.added}
        keyOf={(e) => e.id}
        render={(e) => <span className={styles.name}>{e.name}</span>}
      />
      <ShowMoreList
        title={`${title} removed`}
        items={kind.removed}
        keyOf={(e) => e.id}
        render={(e) => <span className={styles.name}>{e.name}</span>}
      />
      <ShowMoreList
        title={`${title} changed`}
        items={kind.changed}
        keyOf={(e) => e.id}
        render={(e) => <ChangedEntity item={e} groupNames={groupNames} />}
      />
      <ShowMoreList
        title={`${title} moved`}
        items={kind.moved}
        keyOf={(e) => e.id}
        render={(e) => (
          <>
            <span className={styles.name}>{e.name}</span>: position {e.from} → {e.to}
          </>
        )}
      />
    </section>
  );
}

/** The slots of each group: moved (old → new position), added to it, removed from it. */
function GroupSlots({ groups }: { groups: CatalogueDiffView['groupSlots'] }) {
  const id = useId();
  if (groups.length === 0) return null;
  // many changes: each group shows its counts, opened on request (a 3,000-move diff stays fast)
  const open =
    groups.reduce((n, g) => n + g.moved.length + g.added.length + g.removed.length, 0) <= 200;
  return (
    <section className={styles.kind} aria-labelledby={id}>
      <h3 id={id} className={styles.kindTitle}>
        Slot order in groups
      </h3>
      {groups.map((g) => (
        <div key={g.groupId} className={styles.group}>
          <h4 className={styles.groupTitle}>{g.groupName}</h4>
          <ShowMoreList
            defaultOpen={open}
            title={`Moved in ${g.groupName}`}
            items={g.moved}
            keyOf={(e) => e.id}
            render={(e) => (
              <>
                <span className={styles.name}>{e.name}</span>: position {e.from} → {e.to}
              </>
            )}
          />
          <ShowMoreList
            defaultOpen={open}
            title={`Added to ${g.groupName}`}
            items={g.added}
            keyOf={(e) => e.id}
            render={(e) => (
              <>
                <span className={styles.name}>{e.name}</span> at position {e.position}
              </>
            )}
          />
          <ShowMoreList
            defaultOpen={open}
            title={`Removed from ${g.groupName}`}
            items={g.removed}
            keyOf={(e) => e.id}
            render={(e) => (
              <>
                <span className={styles.name}>{e.name}</span> (was at position {e.position})
              </>
            )}
          />
        </div>
      ))}
    </section>
  );
}

/** A diff between two catalogue versions, by kind, readable by a curator. */
export function DiffView({
  diff,
  groupNames,
}: {
  diff: CatalogueDiffView;
  groupNames: Map<string, string>;
}) {
  if (isEmpty(diff))
    return <p className={styles.empty}>No differences: the two versions are the same.</p>;
  return (
    <div className={styles.diff}>
      <KindSection
        title="Slots"
        kind={diff.slots}
        counts={diff.summary.slots}
        groupNames={groupNames}
      />
      <GroupSlots groups={diff.groupSlots} />
      <KindSection
        title="Providers"
        kind={diff.providers}
        counts={diff.summary.providers}
        groupNames={groupNames}
      />
      <KindSection
        title="Groups"
        kind={diff.groups}
        counts={diff.summary.groups}
        groupNames={groupNames}
      />
    </div>
  );
}
