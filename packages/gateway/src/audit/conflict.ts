import { CONCURRENCY_MESSAGES, isPlainObject, type Conflict } from '@pitboss/contracts';
import { TRPCError } from '@trpc/server';
import type { AuditSpec } from './spec.js';
import type { AuditStore } from './store.js';

/** The cause of a CONFLICT answer: what the error formatter puts in `data.conflict`. */
export class ConflictError extends Error {
  constructor(readonly conflict: Conflict) {
    super(CONCURRENCY_MESSAGES.conflict);
  }
}

/**
 * Optimistic concurrency: an edit whose `base` is not the version of the state just read (the
 * audit's read, before anything is written) is refused with CONFLICT, carrying the current
 * version and state and who changed it last (the audit trail, shared by every gateway). An edit
 * without `base` is not checked. A failed read fails the edit (the check needs it).
 */
export async function refuseStaleEdit(
  spec: AuditSpec<unknown, unknown>,
  input: unknown,
  state: Promise<unknown>,
  trail: AuditStore,
): Promise<void> {
  const rule = spec.concurrency;
  const base = isPlainObject(input) ? input.base : undefined;
  if (!rule || typeof base !== 'string') return;
  const now = await state;
  const version = rule.version(now);
  if (version === base) return;
  const last = await trail.lastChange(rule.procedures, rule.target(input));
  const updatedAt = isPlainObject(now) && typeof now.updatedAt === 'string' ? now.updatedAt : null;
  throw new TRPCError({
    code: 'CONFLICT',
    message: CONCURRENCY_MESSAGES.conflict,
    cause: new ConflictError({
      version,
      current: rule.current(now),
      changedBy: last ? { username: last.username, displayName: last.displayName } : null,
      changedAt: last?.at ?? updatedAt,
    }),
  });
}
