import { z } from 'zod';
import { SLOTS } from '../constants.js';
import { SLOT_MESSAGES, positionRangeMessage } from '../messages.js';

/** One position change: the id and its new 1-based order. */
export interface OrderChange<T extends OrderId = string> {
  id: T;
  order: number;
}

/** Ids are strings (numbers work too). */
export type OrderId = string | number;

/** How a reorder looks: nothing, two items exchanged, one item moved across a range, or other. */
export type OrderChangeKind = 'none' | 'swap' | 'range' | 'full';

export class OrderMismatchError extends Error {
  constructor(detail: string) {
    super(`Order lists are not permutations of each other: ${detail}`);
    this.name = 'OrderMismatchError';
  }
}

function assertPermutation(before: readonly OrderId[], after: readonly OrderId[]): void {
  if (before.length !== after.length)
    throw new OrderMismatchError(`${before.length} ids before, ${after.length} after`);
  const seen = new Set<OrderId>();
  for (const id of before) {
    if (seen.has(id)) throw new OrderMismatchError(`duplicate id "${id}" before`);
    seen.add(id);
  }
  const seenAfter = new Set<OrderId>();
  for (const id of after) {
    if (seenAfter.has(id)) throw new OrderMismatchError(`duplicate id "${id}" after`);
    if (!seen.has(id)) throw new OrderMismatchError(`id "${id}" only after`);
    seenAfter.add(id);
  }
}

/** The 0-based indexes whose id differs between the two orders. */
function changedIndexes(before: readonly OrderId[], after: readonly OrderId[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < after.length; i += 1) if (before[i] !== after[i]) out.push(i);
  return out;
}

/**
 * Classifies a reorder (swaps, then range changes, then the full order): 'swap' when
 * exactly two items exchanged places, 'range' when one item moved and those between shifted by
 * one, 'full' otherwise.
 */
export function orderChangeKind(
  beforeIds: readonly OrderId[],
  afterIds: readonly OrderId[],
): OrderChangeKind {
  assertPermutation(beforeIds, afterIds);
  const changed = changedIndexes(beforeIds, afterIds);
  if (changed.length === 0) return 'none';
  const first = changed[0] as number;
  const last = changed[changed.length - 1] as number;
  if (
    changed.length === 2 &&
    beforeIds[first] === afterIds[last] &&
    beforeIds[last] === afterIds[first]
  )
    return 'swap';
  if (changed.length === last - first + 1) {
    // moved down: the item at `first` went to `last`, the others shifted up by one
    let down = beforeIds[first] === afterIds[last];
    let up = beforeIds[last] === afterIds[first];
    for (let i = first; i < last && (down || up); i += 1) {
      if (down && afterIds[i] !== beforeIds[i + 1]) down = false;
      if (up && afterIds[i + 1] !== beforeIds[i]) up = false;
    }
    if (down || up) return 'range';
  }
  return 'full';
}

/**
 * The minimal list of position changes turning `beforeIds` into `afterIds`: exactly the ids
 * whose position changed, with their new 1-based order, sorted by order. A swap gives two
 * entries, a range move the affected range; any other permutation falls back to every moved
 * position (the full order when everything moved). Never includes an unchanged position.
 * Throws `OrderMismatchError` when the lists are not permutations of each other.
 */
export function orderChanges<T extends OrderId>(
  beforeIds: readonly T[],
  afterIds: readonly T[],
): OrderChange<T>[] {
  assertPermutation(beforeIds, afterIds);
  return changedIndexes(beforeIds, afterIds).map((i) => ({
    id: afterIds[i] as T,
    order: i + 1,
  }));
}

/**
 * Applies position changes to an order: each changed id goes to its 1-based order; every other
 * id keeps its position. Throws when the changes do not fit (unknown id, position out of range,
 * two ids for one position, or an unchanged id left without a place).
 */
export function applyOrderChanges<T extends OrderId>(
  beforeIds: readonly T[],
  changes: readonly OrderChange<T>[],
): T[] {
  const n = beforeIds.length;
  const known = new Set<OrderId>(beforeIds);
  const moving = new Set<OrderId>();
  const result: (T | undefined)[] = new Array<T | undefined>(n).fill(undefined);
  for (const { id, order } of changes) {
    if (!known.has(id)) throw new OrderMismatchError(`unknown id "${id}"`);
    if (!Number.isInteger(order) || order < 1 || order > n)
      throw new OrderMismatchError(`order ${order} of "${id}" outside 1..${n}`);
    if (moving.has(id)) throw new OrderMismatchError(`id "${id}" changed twice`);
    if (result[order - 1] !== undefined)
      throw new OrderMismatchError(`two ids for position ${order}`);
    moving.add(id);
    result[order - 1] = id;
  }
  beforeIds.forEach((id, i) => {
    if (moving.has(id)) return;
    if (result[i] !== undefined)
      throw new OrderMismatchError(`position ${i + 1} taken from "${id}"`);
    result[i] = id;
  });
  return result as T[];
}

/** Moves the item at `from` to `to` (0-based), shifting the ones between. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length) return out;
  const [item] = out.splice(from, 1) as [T];
  out.splice(to, 0, item);
  return out;
}

/** Exchanges the items at `i` and `j` (0-based). */
export function swapItems<T>(list: readonly T[], i: number, j: number): T[] {
  const out = [...list];
  if (i < 0 || i >= out.length || j < 0 || j >= out.length) return out;
  const a = out[i] as T;
  out[i] = out[j] as T;
  out[j] = a;
  return out;
}

/**
 * Order position: an integer from 1 to `total`, else
 * 'Please enter a valid position between 1 and {n}'. Accepts a number or the typed text.
 */
export function validateOrderPosition(value: unknown, total: number): string | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.trim())
        : NaN;
  return Number.isInteger(n) && n >= 1 && n <= total ? null : positionRangeMessage(total);
}

/** The order-position form field as a schema: typed text or number → 1..total. */
export const orderPositionInputSchema = (total: number) =>
  z
    .union([z.number(), z.string()], { error: positionRangeMessage(total) })
    .superRefine((v, ctx) => {
      const message = validateOrderPosition(v, total);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    })
    .transform((v) => Number(typeof v === 'string' ? v.trim() : v));

/** Moves `id` to the 1-based `position` in the list of ids. */
export function moveToPosition(ids: readonly string[], id: string, position: number): string[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  return moveItem(ids, from, Math.min(Math.max(1, Math.trunc(position)), ids.length) - 1);
}

/**
 * Swap: a target must be chosen, not the slot itself, and both must be in the list.
 * Returns the message, or null when the swap may go ahead.
 */
export function validateSwap(
  sourceId: string | null | undefined,
  targetId: string | null | undefined,
  ids: readonly string[],
): string | null {
  if (targetId == null || targetId === '') return SLOT_MESSAGES.swapTargetRequired;
  if (sourceId === targetId) return SLOT_MESSAGES.swapWithItself;
  if (sourceId == null || !ids.includes(sourceId) || !ids.includes(targetId))
    return SLOT_MESSAGES.swapSlotsNotFound;
  return null;
}

/** Exchanges two ids in the list (swap); unchanged when the swap is invalid. */
export function swapIds(ids: readonly string[], a: string, b: string): string[] {
  return swapItems(ids, ids.indexOf(a), ids.indexOf(b));
}

/** What the swap search looks at. */
export interface SwapSearchSlot {
  id: string;
  title: string;
  providerName?: string | null;
  displayProviderName?: string | null;
}

export interface SwapSearchResult<T> {
  results: T[];
  /** The text to show instead of results, or null when there are results. */
  message: string | null;
}

/**
 * Swap search: at least 2 characters ('Type at least 2 characters to search...'),
 * case-insensitive match on title or provider text, at most 10 results, none
 * ('No slots found matching your search.').
 */
export function swapSearch<T extends SwapSearchSlot>(
  query: string,
  slots: readonly T[],
  options: { excludeId?: string; maxResults?: number } = {},
): SwapSearchResult<T> {
  const q = query.trim().toLowerCase();
  if (q.length < SLOTS.swapSearchMinChars)
    return { results: [], message: SLOT_MESSAGES.swapSearchTooShort };
  const max = options.maxResults ?? SLOTS.swapSearchMaxResults;
  const results: T[] = [];
  for (const slot of slots) {
    if (results.length >= max) break;
    if (options.excludeId !== undefined && slot.id === options.excludeId) continue;
    const haystack = [slot.title, slot.providerName, slot.displayProviderName]
      .filter((s): s is string => typeof s === 'string')
      .map((s) => s.toLowerCase());
    if (haystack.some((s) => s.includes(q))) results.push(slot);
  }
  return { results, message: results.length === 0 ? SLOT_MESSAGES.swapSearchNoResults : null };
}

/** Mini-card text is cut to 10 characters. */
export const miniCardText = (text: string, max: number = SLOTS.miniCardTextLength): string =>
  Array.from(text).length > max ? `${Array.from(text).slice(0, max).join('')}...` : text;

/** The {slotId, order} items of a slot reorder (only the moved slots). */
export function slotOrderItems(
  beforeIds: readonly string[],
  afterIds: readonly string[],
): { slotId: string; order: number }[] {
  return orderChanges(beforeIds, afterIds).map(({ id, order }) => ({ slotId: id, order }));
}

/** The {providerId, order} items of a provider reorder (only the moved providers). */
export function providerOrderItems(
  beforeIds: readonly string[],
  afterIds: readonly string[],
): { providerId: string; order: number }[] {
  return orderChanges(beforeIds, afterIds).map(({ id, order }) => ({ providerId: id, order }));
}

/**
 * The promotionOrders of a promotion reorder: only the changed positions, or all
 * positions when none changed. order_hint is the 1-based position.
 */
export function promotionOrderItems(
  beforeIds: readonly string[],
  afterIds: readonly string[],
): { promotionID: string; order_hint: number }[] {
  const changes = orderChanges(beforeIds, afterIds);
  const list = changes.length > 0 ? changes : afterIds.map((id, i) => ({ id, order: i + 1 }));
  return list.map(({ id, order }) => ({ promotionID: id, order_hint: order }));
}
