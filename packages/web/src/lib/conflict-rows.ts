import { orderMoves } from '@pitboss/contracts';
import type { ConflictRow } from '../components/conflict-dialog';
import { changedFields, fieldLabel, formatValue } from './format-value';

/** Fields that change with every save and say nothing to a curator. */
const BOOKKEEPING = new Set(['updatedAt', 'createdAt']);

/** The fields another user changed: as the form was opened, and now. */
export function fieldRows(was: unknown, now: unknown): ConflictRow[] {
  return changedFields(was, now)
    .filter((d) => !BOOKKEEPING.has(d.field))
    .map((d) => ({
      label: fieldLabel(d.field),
      was: formatValue(d.before),
      now: formatValue(d.after),
    }));
}

/** The items another user's save moved: position as the order was opened, and now. */
export function moveRows(
  was: readonly string[],
  now: readonly string[],
  nameOf: (id: string) => string | undefined,
): ConflictRow[] {
  return orderMoves(was, now).map((m) => ({
    label: nameOf(m.id) ?? m.id,
    was: m.was === null ? '—' : `#${m.was}`,
    now: m.now === null ? '—' : `#${m.now}`,
  }));
}
