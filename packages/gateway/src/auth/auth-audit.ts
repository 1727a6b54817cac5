import type { FastifyBaseLogger } from 'fastify';
import { AuditStore } from '../audit/store.js';
import type { Database } from '../db/client.js';

/** Who an audit row names: a known user, or only the name someone typed. */
export interface AuditSubject {
  userId?: string;
  username: string;
  displayName?: string | null;
}

/**
 * Security events as audit rows (Activity shows them): sign-ins and their failures, sign-outs,
 * refusals, backup downloads and audit exports. A row that cannot be written is logged as an
 * error; the event itself goes on (a sign-in or a download is not undone for it).
 */
export class SecurityAudit {
  private readonly store: AuditStore;

  constructor(
    db: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    this.store = new AuditStore(db);
  }

  async record(
    procedure: string,
    who: AuditSubject,
    result: { ok: true } | { ok: false; error: string },
    target: string | null = null,
  ): Promise<void> {
    try {
      await this.store.record({
        userId: who.userId ?? '',
        username: who.username,
        displayName: who.displayName ?? null,
        procedure,
        target,
        input: null,
        outcome: result.ok ? 'ok' : 'error',
        error: result.ok ? null : result.error,
        durationMs: 0,
      });
    } catch (err) {
      this.log.error({ err, procedure }, 'audit row not written');
    }
  }
}
