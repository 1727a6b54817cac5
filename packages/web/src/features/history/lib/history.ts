import type { inferOutput } from '@trpc/tanstack-react-query';
import type { PublishRecord } from '@pitboss/contracts';
import { formatTime } from '../../../lib/format-value';
import type { Trpc } from '../../../lib/trpc-query';

/** The diff as the browser receives it (`publishes.diff`). */
export type CatalogueDiffView = inferOutput<Trpc['publishes']['diff']>['diff'];
type Counts = CatalogueDiffView['summary']['slots'];

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "1 changed, 40 moved" — or "no change". */
export function describeCounts(c: Counts): string {
  const parts = [
    c.added && `${c.added} added`,
    c.removed && `${c.removed} removed`,
    c.changed && `${c.changed} changed`,
    c.moved && `${c.moved} moved`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'no change';
}

/** True when the two versions differ in nothing a curator sees. */
export function isEmpty(diff: CatalogueDiffView): boolean {
  return Object.values(diff.summary).every((c) => c.added + c.removed + c.changed + c.moved === 0);
}

/** Who made a publish. */
export const whoOf = (r: Pick<PublishRecord, 'displayName' | 'username'>) =>
  r.displayName || r.username;

/** What a history row did, in a sentence. */
export function describeRecord(r: PublishRecord): string {
  if (r.kind === 'restore') {
    const to = r.restoredFromAt ? formatTime(r.restoredFromAt) : 'an earlier version';
    return `Rollback to the version of ${to}${r.reason ? ` — “${r.reason}”` : ''}`;
  }
  const c = r.changes;
  if (!c) return 'Publish';
  const what = [
    c.slots && plural(c.slots, 'slot'),
    c.providers && plural(c.providers, 'provider'),
    c.groups && plural(c.groups, 'group'),
  ].filter(Boolean);
  return what.length ? `Publish: ${what.join(', ')} changed` : 'Publish: no recorded changes';
}

/** "Published", "Failed: …", "In progress (import)". */
export function statusOf(r: PublishRecord): string {
  if (r.status === 'published')
    return r.kind === 'restore' ? 'Restored and published' : 'Published';
  if (r.status === 'failed') return 'Failed';
  return r.step ? `In progress (${r.step})` : 'In progress';
}

/** The label of a version in the comparison pickers. */
export function versionLabel(r: PublishRecord): string {
  return `${formatTime(r.at)} — ${whoOf(r)}${r.kind === 'restore' ? ' (rollback)' : ''}`;
}

/**
 * What a row changed: from the snapshot before it (the next older row with one on the page),
 * to its own; the oldest one against the working catalogue.
 */
export function defaultComparison(
  rows: readonly PublishRecord[],
  id: string,
): { from: string; to: string } {
  const at = rows.findIndex((r) => r.id === id);
  const older = rows.slice(at + 1).find((r) => r.hasSnapshot);
  return older ? { from: older.id, to: id } : { from: id, to: 'current' };
}

/** The first `shown` items and how many are left (long sections render in steps). */
export function windowOf<T>(items: readonly T[], shown: number): { visible: T[]; left: number } {
  return { visible: items.slice(0, shown), left: Math.max(0, items.length - shown) };
}
