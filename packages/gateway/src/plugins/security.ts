import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { isAllowedHost, MISDIRECTED_MESSAGE } from '../guard/origin.js';

/**
 * Security headers and compression. The CSP allows what the app needs: its own scripts, inline
 * styles (UI libraries), images and the demo-game iframe from the admin API (part 2 proxies
 * images), and same-origin connections (tRPC, socket.io at /live).
 */
/** Liveness and readiness, with or without a query string. */
const HEALTH_PROBE = /^\/(healthz|readyz)(\?|$)/;

export default fp(
  async (app) => {
    const adminOrigin = new URL(app.config.adminApiUrl).origin;
    // Host names first, before anything else runs: a name outside ALLOWED_HOSTS is another site
    // reaching this port (DNS rebinding), answered 421 with no cookie read and no route run. The
    // health probes are the exception: a load balancer or an orchestrator checks an instance by
    // its address, and they read no cookie and change nothing.
    const allowedHosts = app.config.allowedHosts;
    if (allowedHosts !== undefined) {
      app.addHook('onRequest', (req, reply, done) => {
        if (isAllowedHost(req.host, allowedHosts) || HEALTH_PROBE.test(req.url)) return done();
        void reply
          .code(421)
          .header('cache-control', 'no-store')
          .header('connection', 'close')
          .send({ message: MISDIRECTED_MESSAGE });
      });
    }
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', adminOrigin],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // Demo games: the admin API's origin and DEMO_ORIGINS (where launch URLs point).
          frameSrc: app.config.demoOrigins,
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // The gateway also serves plain http on localhost; browsers ignore HSTS there.
      crossOriginEmbedderPolicy: false,
      // The same rule as frame-ancestors 'none', for browsers that only read the older header.
      xFrameOptions: { action: 'deny' },
    });
    // Cheap settings for answers made per request (brotli quality 1, gzip level 1): at the
    // library's defaults compression was about a seventh of the gateway's busy CPU under load;
    // answers grow about 12 %.
    await app.register(compress, {
      global: true,
      // Answers under 4 kB leave as they are: they fit in a few packets anyway, and compressing
      // one cost about 0.4 ms of CPU (brotli's set-up per stream), the largest self time in the
      // profile of `auth.me`.
      threshold: 4096,
      // Answers up to 64 kB (slots.filter's 32 items are about 20 kB) are compressed in one call:
      // the library's default on two cores is smaller, and its stream path (a zlib stream fed by
      // a readable made from the string) cost more CPU than brotli itself at quality 1.
      syncThreshold: 65_536,
      brotliOptions: {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
        },
      },
      zlibOptions: { level: 1 },
    });
  },
  { name: 'security', dependencies: ['config'] },
);
