import { isPlainObject, jsonEqual, orderVersion, versionOf } from '@pitboss/contracts';
import type { AdminApi } from '../upstream/api.js';

/**
 * How the audit trail sees what an update changes, declared by the procedure itself
 * (`.meta({ audit })`). `read` fetches the state the update starts from — once per call, after the
 * input was validated and before the procedure runs; the procedure takes the same read through
 * `stateOf` instead of asking the admin API again. The stale-write check (is the state the edit
 * was based on still the state now?) runs on this same read (`concurrency`).
 */
export interface AuditSpec<I, S> {
  read(api: AdminApi, input: I): Promise<S>;
  /** What the audit row keeps of the state before (the state itself when absent). */
  before?(state: S, input: I): unknown;
  /** The state after: the mutation's answer, or derived from the state and the input. */
  after: 'answer' | ((state: S, input: I) => unknown);
  /** How an edit's `base` is checked against this state (`audit/conflict.ts`); absent: never. */
  concurrency?: Concurrency<I, S>;
}

/**
 * Optimistic concurrency on an audited update: the version of the state read (the contracts'
 * `versionOf` or `orderVersion`), what a CONFLICT answer shows of it, and which audit rows
 * change it (to say who changed it last).
 */
export interface Concurrency<I, S> {
  version(state: S): string;
  current(state: S): unknown;
  procedures: readonly string[];
  target(input: I): string | null;
}

/** One mutation's audit facts, filled in as the call runs. */
export interface AuditCall {
  /** The input as the procedure's schema parsed it; unset when it was refused. */
  input?: unknown;
  spec?: AuditSpec<unknown, unknown>;
  /** The spec's read, started once the input parsed. */
  state?: Promise<unknown>;
}

/**
 * The state an audited update starts from: the read the audit made for this call when `spec` is
 * the procedure's own, else a read of its own.
 */
export function stateOf<I, S>(
  ctx: { api: AdminApi; audit: AuditCall | null },
  spec: AuditSpec<I, S>,
  input: I,
): Promise<S> {
  const call = ctx.audit;
  if (call?.state && call.spec === (spec as AuditSpec<unknown, unknown>))
    return call.state as Promise<S>;
  return spec.read(ctx.api, input);
}

/** Fields that change on every write and say nothing. */
const NOISE = new Set(['updatedAt', 'updated_at', 'createdAt', 'created_at']);

/** Only the fields that differ: {before: {field: old}, after: {field: new}}. */
function differingFields(before: unknown, after: unknown): { before: unknown; after: unknown } {
  if (!isPlainObject(before) || !isPlainObject(after)) return { before, after };
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (NOISE.has(key) || jsonEqual(before[key], after[key])) continue;
    b[key] = before[key] ?? null;
    a[key] = after[key] ?? null;
  }
  return { before: b, after: a };
}

/**
 * The changed fields before and after a successful audited update; null when the procedure
 * declares no audit or its read failed (the row then goes without them: the mutation went on).
 */
export async function changesOf(
  call: AuditCall,
  answer: unknown,
): Promise<{ before: unknown; after: unknown } | null> {
  const { spec, state, input } = call;
  if (!spec || !state) return null;
  let was: unknown;
  try {
    was = await state;
  } catch {
    return null;
  }
  const before = spec.before ? spec.before(was, input) : was;
  const after = spec.after === 'answer' ? answer : spec.after(was, input);
  return differingFields(before, after);
}

/**
 * An update of one entity the admin API answers by id: read before, the answer after. An edit's
 * `base` is checked against the entity's `versionOf`; `procedures` are the mutations that change
 * it (the audit rows that say who changed it last).
 */
export function entityAudit<S>(
  get: (api: AdminApi, id: string) => Promise<S>,
  procedures: readonly string[],
): AuditSpec<{ id: string | number }, S> {
  return {
    read: (api, input) => get(api, String(input.id)),
    after: 'answer',
    concurrency: {
      version: versionOf,
      current: (state) => state,
      procedures,
      target: (input) => String(input.id),
    },
  };
}

/**
 * The audit of an entity's image removal: the same read and check as `entity`'s, and the state
 * after it that same entity without its image (the admin API answers only an acknowledgement).
 */
export function imageRemovalAudit<I, S>(entity: AuditSpec<I, S>): AuditSpec<I, S> {
  return {
    ...entity,
    after: (state) => (isPlainObject(state) ? { ...state, imageUrl: null } : state),
  };
}

/**
 * A bulk order: the whole ordered list is read (the procedure needs it to send only the changed
 * positions); the audit keeps the positions (1-based) of the moved members before, and after
 * those the admin API accepted — the positions asked for, not a second read of the list.
 */
export function orderAudit<I, S>(
  read: (api: AdminApi, input: I) => Promise<S>,
  idsOf: (state: S) => string[],
  moves: (input: I) => { id: string; order: number }[],
  changedBy: Pick<Concurrency<I, S>, 'procedures' | 'target'>,
): AuditSpec<I, S> {
  return {
    read,
    concurrency: {
      version: (state) => orderVersion(idsOf(state)),
      current: idsOf,
      ...changedBy,
    },
    before: (state, input) => {
      const at = new Map(idsOf(state).map((id, i) => [id, i + 1]));
      return Object.fromEntries(moves(input).map(({ id }) => [id, at.get(id) ?? null]));
    },
    after: (_state, input) => Object.fromEntries(moves(input).map(({ id, order }) => [id, order])),
  };
}
