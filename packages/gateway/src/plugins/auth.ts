import fp from 'fastify-plugin';
import { SecurityAudit } from '../auth/auth-audit.js';
import { AdminValidator } from '../auth/admin-check.js';
import { AuthService } from '../auth/auth-service.js';
import { CognitoAuth } from '../auth/cognito.js';
import { LoginLimits } from '../auth/login-limits.js';
import { SessionStore } from '../auth/session-store.js';
import { createTokenVerifier } from '../auth/verifier.js';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    /** Sign-in attempt limits shared by every instance on the database. */
    loginLimits: LoginLimits;
  }
}

const SWEEP_EVERY_MS = 10 * 60_000;

/** Sign-in, sessions and token checks as one service (`app.auth`). */
export default fp(
  async (app) => {
    const { config } = app;
    const cognito = new CognitoAuth(config.cognito);
    const log = app.log.child({ module: 'auth' });
    const sessions = new SessionStore(
      app.database.db,
      { idleMs: config.session.idleMs, absoluteMs: config.session.absoluteMs },
      {
        cipher: app.tokenCipher,
        channel: app.cluster,
        cacheMs: config.cache.sessionMs,
        cacheMax: config.cache.maxEntries,
        rowLocks: app.database.kind === 'postgres',
        log,
      },
    );
    const admin = new AdminValidator(
      app.upstream,
      app.metrics,
      app.cluster,
      config.cache.authMs,
      config.cache.maxEntries,
    );
    const service = new AuthService(
      config,
      cognito,
      createTokenVerifier(config.cognito),
      admin,
      sessions,
      app.metrics,
      log,
      app.cluster,
      new SecurityAudit(app.database.db, log),
    );
    app.decorate('auth', service);
    const loginLimits = new LoginLimits(app.database.db, config.loginRateLimit);
    app.decorate('loginLimits', loginLimits);

    // Expired sessions are removed now and then (their refresh tokens revoked).
    const sweep = async (): Promise<void> => {
      try {
        const gone = await sessions.sweep();
        for (const row of gone) await cognito.revoke(row.refreshToken).catch(() => undefined);
        for (const row of gone) service.sessionGone(row.idHash);
        if (gone.length > 0) app.log.info({ count: gone.length }, 'expired sessions removed');
        await loginLimits.sweep();
      } catch (err) {
        app.log.warn({ err: (err as Error).message }, 'session sweep failed');
      }
    };
    const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
    timer.unref();
    app.addHook('onReady', sweep);
    app.addHook('onClose', async () => {
      clearInterval(timer);
      service.close();
      admin.close();
      sessions.close();
      cognito.destroy();
    });
  },
  { name: 'auth', dependencies: ['config', 'database', 'metrics', 'cluster', 'upstream'] },
);
