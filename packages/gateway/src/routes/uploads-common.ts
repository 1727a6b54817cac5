import { catalogueDomainSchema, type CatalogueChange, type Conflict } from '@pitboss/contracts';
import { TRPCError } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import { ConflictError } from '../audit/conflict.js';
import { redactInput } from '../audit/redact.js';
import { AuditStore } from '../audit/store.js';
import { principalOf } from '../guard/guard.js';
import { UpstreamError } from '../upstream/errors.js';

/** The error answer of every HTTP route: the message to show, and field errors when there are. */
export interface ErrorAnswer {
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** What went wrong underneath, when `message` is a general one ('Backup download failed.'). */
  detail?: string;
  /** A stale upload (409): the current version and state, who changed it last and when. */
  conflict?: Conflict;
}

/** An HTTP answer with a message (and field errors) the route chose itself. */
export class RouteError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** The HTTP status for an admin-API failure: its own 4xx, 502 for its 5xx and no answer, 504 for a timeout. */
function statusOfUpstream(err: UpstreamError): number {
  const f = err.failure;
  if (f.kind === 'timeout') return 504;
  if (f.kind === 'network') return 502;
  return f.status >= 400 && f.status < 500 ? f.status : 502;
}

/** The error answer for anything a route threw. */
export function errorAnswer(err: unknown): { status: number; body: ErrorAnswer } {
  if (err instanceof RouteError) {
    return {
      status: err.statusCode,
      body: { message: err.message, ...(err.fieldErrors ? { fieldErrors: err.fieldErrors } : {}) },
    };
  }
  // The same CONFLICT the tRPC procedures answer, with the `data.conflict` fields at the top.
  if (err instanceof TRPCError && err.cause instanceof ConflictError) {
    return { status: 409, body: { message: err.message, conflict: err.cause.conflict } };
  }
  if (err instanceof UpstreamError) {
    const fields = Object.entries(err.fieldErrors);
    return {
      status: statusOfUpstream(err),
      body: {
        message: err.message,
        ...(fields.length > 0
          ? { fieldErrors: Object.fromEntries(fields.map(([k, v]) => [k, [v]])) }
          : {}),
      },
    };
  }
  const status = (err as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { message: (err as Error).message } };
  }
  return { status: 500, body: { message: 'Internal server error' } };
}

/**
 * What the tRPC layer does after a mutation, for the HTTP mutations: one audit row (who, what,
 * target, redacted input, outcome, time spent upstream) and, on success, an announcement to other
 * users' open screens. False when the row could not be written (logged): a route whose change
 * succeeded must then tell its caller (`AUDIT_FAILED_MESSAGE`), as the tRPC layer does.
 */
export async function recordMutation(
  req: FastifyRequest,
  entry: {
    procedure: string;
    target: string | null;
    input: unknown;
    error: string | null;
    durationMs: number;
  },
): Promise<boolean> {
  const app = req.server;
  const { user } = principalOf(req);
  let audited = true;
  try {
    await new AuditStore(app.database.db).record({
      userId: user.userId,
      username: user.username,
      displayName: user.displayName,
      procedure: entry.procedure,
      target: entry.target,
      input: redactInput(entry.input),
      outcome: entry.error === null ? 'ok' : 'error',
      error: entry.error,
      durationMs: entry.durationMs,
    });
  } catch (err) {
    app.log.error({ err, procedure: entry.procedure }, 'audit row not written');
    audited = false;
  }
  const domain = catalogueDomainSchema.safeParse(entry.procedure.split('.')[0]);
  if (entry.error === null && domain.success) {
    const change: CatalogueChange = {
      domain: domain.data,
      procedure: entry.procedure,
      targetId: entry.target,
      by: { username: user.username, displayName: user.displayName },
      at: new Date().toISOString(),
    };
    app.changes.announce(change);
  }
  return audited;
}
