import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SecurityAudit } from '../auth/auth-audit.js';
import { heavyLimitMessage, HeavyLimits, type HeavyKind } from './heavy-limits.js';

/** What a request is, for the limits and the audit trail: a heavy kind, or nothing. */
function heavyKind(req: FastifyRequest): HeavyKind | null {
  const url = req.routeOptions.url ?? '';
  if (url === '/api/catalogue/backup') return 'backup';
  if (url.startsWith('/api/uploads/')) return 'upload';
  if (url === '/api/audit/export') return 'export';
  return null;
}

/** The `username` claim of a bearer token that was verified and refused (for the audit row). */
function tokenUsername(header: string | undefined): string {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '';
  try {
    const claims = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { username?: unknown };
    return typeof claims.username === 'string' ? claims.username : '(bearer token)';
  } catch {
    return '(bearer token)';
  }
}

const AUDITED: Partial<Record<HeavyKind, string>> = {
  export: 'audit.export',
  backup: 'catalogue.backupDownload',
};

/**
 * Inside the guarded scope, after authentication: per-user limits on heavy requests (429 with a
 * clear message and Retry-After), and audit rows for what the procedures do not record
 * themselves — refusals of a signed-in non-administrator, backup downloads and audit exports.
 */
export function installSecurityEvents(
  app: FastifyInstance,
  who: (req: FastifyRequest) =>
    | {
        principal: { user: { userId: string; username: string; displayName: string } } | null;
        error: { kind: string; message: string } | null;
      }
    | undefined,
  refuse: (req: FastifyRequest, reply: FastifyReply, status: number, message: string) => unknown,
): void {
  const limits = new HeavyLimits(app.database.db, app.config.rateLimits);
  const audit = new SecurityAudit(app.database.db, app.log);
  const kinds = new WeakMap<FastifyRequest, HeavyKind>();

  app.addHook('onRequest', async (req, reply) => {
    const auth = who(req);
    if (auth?.error?.kind === 'forbidden') {
      await audit.record(
        'auth.refused',
        { username: tokenUsername(req.headers.authorization) },
        { ok: false, error: auth.error.message },
        `${req.method} ${req.routeOptions.url ?? ''}`,
      );
    }
    const principal = auth?.principal;
    if (!principal || reply.sent) return;
    const kind = heavyKind(req);
    if (!kind) return;
    kinds.set(req, kind);
    const wait = await limits.consume(kind, principal.user.userId);
    if (wait !== null) {
      void reply.header('retry-after', String(wait));
      return refuse(req, reply, 429, heavyLimitMessage(kind, wait));
    }
  });

  app.addHook('onResponse', async (req, reply) => {
    const kind = kinds.get(req);
    const procedure = kind ? AUDITED[kind] : undefined;
    const principal = who(req)?.principal;
    if (!procedure || !principal) return;
    const ok = reply.statusCode < 400;
    await audit.record(
      procedure,
      principal.user,
      ok ? { ok: true } : { ok: false, error: `answered ${reply.statusCode}` },
    );
  });
}
