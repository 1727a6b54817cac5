import fp from 'fastify-plugin';
import { UpstreamClient } from './client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin API client; bind it to a user with `app.upstream.as(accessToken)`. */
    upstream: UpstreamClient;
  }
}

/** The admin-API client as `app.upstream` (fastify-plugin name `upstream`). */
export default fp(
  async (app) => {
    const { upstream, adminApiUrl } = app.config;
    app.decorate(
      'upstream',
      new UpstreamClient({
        baseUrl: adminApiUrl,
        timeoutMs: upstream.timeoutMs,
        uploadTimeoutMs: upstream.uploadTimeoutMs,
        retryDelayMs: upstream.retryDelayMs,
        onError: (operation, err) => {
          app.metrics.upstreamErrors.inc({ upstream: 'admin-api', operation });
          app.log.warn(
            { operation, status: err.status, kind: err.failure.kind, msg: err.message },
            'admin API call failed',
          );
        },
        onUnreadable: (path, count) => {
          app.metrics.upstreamUnreadableRows.inc({ path }, count);
          app.log.warn({ path, count }, 'admin API rows the contracts cannot read were left out');
        },
      }),
    );
    app.addHook('onClose', async () => app.upstream.close());
  },
  { name: 'upstream', dependencies: ['config', 'metrics'] },
);
