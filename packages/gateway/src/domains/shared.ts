import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  orderVersion,
  totalPagesFor,
  unreadableOrderMessage,
  type WholeList,
} from '@pitboss/contracts';
import type { Ack } from '../upstream/api.js';

/** `{success, message}`: what deletes and other acknowledgements answer. */
export const ackSchema = z.strictObject({ success: z.boolean(), message: z.string().nullable() });

/** What a bulk order answers: how many positions were sent upstream, and the admin API's message. */
export const bulkOrderResultSchema = z.strictObject({
  success: z.boolean(),
  message: z.string().nullable(),
  /** The positions actually sent (only the changed ones). */
  sent: z.number().int().nonnegative(),
});
export type BulkOrderResult = z.infer<typeof bulkOrderResultSchema>;

/** Any JSON object the admin API answers (refresh results, stats, ...). */
export const jsonObjectAnswerSchema = z.record(z.string(), z.unknown());

export const bulkResult = (ack: Ack, sent: number): BulkOrderResult => ({ ...ack, sent });

/**
 * The items of a bulk order that go upstream. When the items cover every current member (the
 * full order after the edit), only the changed positions are kept (`changes`, built with the
 * contracts' order rules from the current and the new order); a partial list is a list of
 * changes already and goes as it is.
 */
export function changedOnly<T>(
  currentIds: readonly string[],
  items: readonly T[],
  idOf: (item: T) => string,
  orderOf: (item: T) => number,
  changes: (before: string[], after: string[]) => T[],
): T[] {
  const ids = items.map(idOf);
  const isFull =
    items.length === currentIds.length &&
    new Set(ids).size === ids.length &&
    ids.every((id) => currentIds.includes(id));
  if (!isFull) return [...items];
  const after = [...items].sort((a, b) => orderOf(a) - orderOf(b)).map(idOf);
  const positions = [...items].map(orderOf).sort((a, b) => a - b);
  // a full list must hold the positions 1..n; otherwise let the admin API judge it as sent
  if (!positions.every((p, i) => p === i + 1)) return [...items];
  return changes([...currentIds], after);
}

/**
 * A bulk order is refused (PRECONDITION_FAILED, nothing sent upstream) while members of the list
 * its positions count could not be read: where they stand is unknown, so the new positions could
 * move or overwrite them without anyone seeing it. The message names the count.
 */
export function refuseOrderWithUnreadable(unreadable: number | undefined, noun: string): void {
  if (unreadable)
    throw new TRPCError({
      code: 'PRECONDITION_FAILED',
      message: unreadableOrderMessage(unreadable, noun),
    });
}

/**
 * One page of a list the admin API answers whole. Rows it sent that could not be read still count
 * in the total (and are said, not hidden).
 */
export function pageOfWholeList<T>(
  list: { items: T[]; unreadable?: number },
  input: { page: number; limit: number },
) {
  const { items: all, unreadable } = list;
  const start = (input.page - 1) * input.limit;
  return {
    items: all.slice(start, start + input.limit),
    total: all.length + (unreadable ?? 0),
    page: input.page,
    totalPages: totalPagesFor(all.length, input.limit),
    ...(unreadable ? { unreadable } : {}),
  };
}

/**
 * An order's list with its version (the contracts' `orderVersion` of the ids, as the order save's
 * check computes it), so that a caller can send it back as `base` without hashing anything.
 */
export const withOrderVersion = <T extends { id: string }>(
  list: WholeList<T>,
  idsOf: (list: WholeList<T>) => string[] = (l) => l.items.map((item) => item.id),
): WholeList<T> => ({ ...list, version: orderVersion(idsOf(list)) });

/** Who made a change, as the publish history records it. */
export function actorOf(user: { userId: string; username: string; displayName: string }) {
  return { userId: user.userId, username: user.username, displayName: user.displayName };
}
