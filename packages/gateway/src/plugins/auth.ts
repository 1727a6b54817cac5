import fp from 'fastify-plugin';
import { AdminValidator } from '../auth/admin-check.js';
import { AuthService } from '../auth/auth-service.js';
import { CognitoAuth } from '../auth/cognito.js';
import { SessionStore } from '../auth/session-store.js';
import { createTokenVerifier } from '../auth/verifier.js';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

const SWEEP_EVERY_MS = 10 * 60_000;

/** Sign-in, sessions and token checks as one service (`app.auth`). */
export default fp(
  async (app) => {
    const { config } = app;
    const cognito = new CognitoAuth(config.cognito);
    const sessions = new SessionStore(app.database.db, {
      idleMs: config.session.idleMs,
      absoluteMs: config.session.absoluteMs,
    });
    const service = new AuthService(
      config,
      cognito,
      createTokenVerifier(config.cognito),
      new AdminValidator(config.adminApiUrl, app.metrics),
      sessions,
      app.metrics,
      app.log.child({ module: 'auth' }),
    );
    app.decorate('auth', service);

    // Expired sessions are removed now and then (their refresh tokens revoked).
    const sweep = async (): Promise<void> => {
      try {
        const gone = await sessions.sweep();
        for (const row of gone) await cognito.revoke(row.refreshToken).catch(() => undefined);
        if (gone.length > 0) app.log.info({ count: gone.length }, 'expired sessions removed');
      } catch (err) {
        app.log.warn({ err: (err as Error).message }, 'session sweep failed');
      }
    };
    const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
    timer.unref();
    app.addHook('onReady', sweep);
    app.addHook('onClose', async () => {
      clearInterval(timer);
      cognito.destroy();
    });
  },
  { name: 'auth', dependencies: ['config', 'database', 'metrics'] },
);
