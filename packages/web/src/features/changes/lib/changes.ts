import type { CatalogueDiff, ChangeRequest } from '@pitboss/contracts';

type Named = { id: string; name: string };
/** The parts of a catalogue diff the Changes screen reads (as the API's answer types them). */
export type DiffLike = Pick<CatalogueDiff, 'summary' | 'groupSlots'> &
  Record<
    'slots' | 'providers' | 'groups',
    Record<'added' | 'removed' | 'changed' | 'moved', Named[]>
  >;

/** A request's status as a short label. */
export function statusLabel(request: Pick<ChangeRequest, 'status' | 'scheduledFor'>): string {
  const labels: Record<ChangeRequest['status'], string> = {
    pending: 'Pending approval',
    scheduled: 'Scheduled',
    running: 'Running',
    applied: 'Applied',
    failed: 'Failed',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
  };
  return labels[request.status];
}

/** One line per kind with something in it: "Slots: 2 added, 1 changed". */
export function diffLines(diff: DiffLike): string[] {
  const lines: string[] = [];
  for (const kind of ['slots', 'providers', 'groups'] as const) {
    const s = diff.summary[kind];
    const parts = (['added', 'removed', 'changed', 'moved'] as const)
      .filter((k) => s[k] > 0)
      .map((k) => `${s[k]} ${k}`);
    if (parts.length > 0)
      lines.push(`${kind[0]?.toUpperCase()}${kind.slice(1)}: ${parts.join(', ')}`);
  }
  const groupMoves = diff.groupSlots.reduce(
    (n, g) => n + g.moved.length + g.added.length + g.removed.length,
    0,
  );
  if (groupMoves > 0) lines.push(`Group positions: ${groupMoves} changed`);
  return lines;
}

/** The names a diff touches, by kind and change, at most `max` each (the detail's lists). */
export function diffNames(
  diff: DiffLike,
  max = 20,
): { title: string; names: string[]; more: number }[] {
  const out: { title: string; names: string[]; more: number }[] = [];
  for (const kind of ['slots', 'providers', 'groups'] as const) {
    for (const change of ['added', 'removed', 'changed', 'moved'] as const) {
      const items = diff[kind][change];
      if (items.length === 0) continue;
      out.push({
        title: `${kind[0]?.toUpperCase()}${kind.slice(1)} ${change}`,
        names: items.slice(0, max).map((i) => i.name || i.id),
        more: Math.max(0, items.length - max),
      });
    }
  }
  return out;
}
