import { z } from 'zod';
import { CONCURRENCY_MESSAGES, changedByMessage } from '../messages-concurrency.js';
import { isPlainObject } from '../schemas/common.js';

/**
 * Optimistic concurrency: an edit carries the version of what it was based on (`base`), and the
 * gateway refuses it with CONFLICT when the admin API's current state has another version. One
 * rule for every kind of edit, used alike by the web (when it loads) and the gateway (when it
 * checks): an entity with an `updatedAt` is known by it; one without (tables, promo codes) by a
 * hash of its fields; an order by a hash of its ids in order.
 */

/** JSON text with object keys sorted and undefined members left out, so equal values hash equal. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (isPlainObject(value)) {
    const keys = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * A 64-bit hash of a text as 16 hex digits: two 32-bit multiply–xor lanes over the UTF-16 code
 * units (synchronous and the same in the browser and in Node, which a Web Crypto digest is not).
 * It tells versions apart; it is not a security measure.
 */
export function stableHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return hex(h2) + hex(h1);
}

/** The version of one entity: `u:` and its `updatedAt` when it has one, else `h:` and a hash of its fields. */
export function versionOf(entity: unknown): string {
  if (isPlainObject(entity)) {
    const at = entity.updatedAt;
    if (typeof at === 'string' && at !== '') return `u:${at}`;
  }
  return `h:${stableHash(canonicalJson(entity))}`;
}

/** The version of an ordered list: `o:` and a hash of its ids in order. */
export const orderVersion = (ids: readonly (string | number)[]): string =>
  `o:${stableHash(ids.map(String).join('\n'))}`;

/**
 * `base` on an edit's input: the version it was based on (`versionOf` / `orderVersion` of what
 * was loaded). Optional for API callers: without it the edit is not checked (a deliberate
 * overwrite); the web and the typed client's documented use always send it.
 */
export const baseVersionSchema = z.string().min(1).max(200).optional();

/** Who changed a state last, from the audit trail (null when the trail does not say). */
export const changedBySchema = z.strictObject({
  username: z.string(),
  displayName: z.string().nullable(),
});
export type ChangedBy = z.infer<typeof changedBySchema>;

/**
 * What a CONFLICT answer carries in `data.conflict`: the current state's version (send it as
 * `base` to overwrite deliberately), the current state (an entity, or the ids of an order), who
 * changed it last and when.
 */
export const conflictSchema = z.strictObject({
  version: z.string(),
  current: z.unknown(),
  changedBy: changedBySchema.nullable(),
  changedAt: z.string().nullable(),
});
export type Conflict = z.infer<typeof conflictSchema>;

/** The conflict in a tRPC error's `data`, or null when the error is not one. */
export function conflictOf(error: unknown): Conflict | null {
  const data = isPlainObject(error) && isPlainObject(error.data) ? error.data : null;
  if (!data || data.code !== 'CONFLICT') return null;
  const parsed = conflictSchema.safeParse(data.conflict);
  return parsed.success ? parsed.data : null;
}

/** An item of an order that stands elsewhere now (positions 1-based; null: not in that list). */
export interface OrderMove {
  id: string;
  was: number | null;
  now: number | null;
}

/** The items whose position differs between two orders of ids. */
export function orderMoves(was: readonly string[], now: readonly string[]): OrderMove[] {
  const before = new Map(was.map((id, i) => [id, i + 1]));
  const after = new Map(now.map((id, i) => [id, i + 1]));
  const ids = [...new Set([...now, ...was])];
  return ids
    .map((id) => ({ id, was: before.get(id) ?? null, now: after.get(id) ?? null }))
    .filter((m) => m.was !== m.now);
}

/**
 * The user's own order re-applied on a fresh one: the items the user moved (where `mine`
 * differs from `base`) go to the positions the user gave them, in the order of those positions;
 * every other item keeps its place in `fresh` relative to the others. Items gone from `fresh`
 * are dropped; items new in `fresh` stay where they are.
 */
export function reapplyOrder(
  base: readonly string[],
  mine: readonly string[],
  fresh: readonly string[],
): string[] {
  const inFresh = new Set(fresh);
  const baseAt = new Map(base.map((id, i) => [id, i]));
  const moved = mine
    .map((id, i) => ({ id, at: i }))
    .filter(({ id, at }) => baseAt.get(id) !== at && inFresh.has(id));
  const movedIds = new Set(moved.map((m) => m.id));
  const out = fresh.filter((id) => !movedIds.has(id));
  for (const { id, at } of moved) out.splice(Math.min(at, out.length), 0, id);
  return out;
}

/**
 * The user's changes re-applied on a fresh entity: every field the user changed from `base`
 * takes the user's value, every other field the fresh one.
 */
export function reapplyFields<T extends object>(base: Partial<T>, mine: T, fresh: T): T {
  const was: Partial<Record<string, unknown>> = base;
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(fresh));
  for (const [key, value] of Object.entries(mine))
    if (canonicalJson(value) !== canonicalJson(was[key])) out[key] = value;
  return out as unknown as T;
}

/** "2 minutes ago", "3 hours ago", "just now": how long before `now` a change was made. */
export function relativeTimeText(at: string | Date, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - new Date(at).getTime()) / 1000);
  if (!Number.isFinite(seconds)) return '';
  if (seconds < 10) return 'just now';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
  const steps: [number, Intl.RelativeTimeFormatUnit][] = [
    [60, 'second'],
    [60, 'minute'],
    [24, 'hour'],
    [30, 'day'],
    [12, 'month'],
    [Infinity, 'year'],
  ];
  let value = seconds;
  for (const [size, unit] of steps) {
    if (value < size) return format.format(-Math.floor(value), unit);
    value /= size;
  }
  return '';
}

/**
 * What a refused save or action tells its user: who changed it and when, and that nothing was
 * saved ("Changed by Ada Admin 2 minutes ago. Someone else saved a change after you opened
 * this. Nothing was saved.").
 */
export function conflictNotice(conflict: Conflict, now: Date = new Date()): string {
  const who = conflict.changedBy
    ? (conflict.changedBy.displayName ?? conflict.changedBy.username)
    : null;
  const when = conflict.changedAt ? relativeTimeText(conflict.changedAt, now) : '';
  return `${changedByMessage(who, when)}. ${CONCURRENCY_MESSAGES.conflict}`;
}
