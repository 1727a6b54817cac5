import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Paths that never fall back to the app's index.html. */
const NOT_APP = /^\/(trpc|api|live|healthz|readyz|metrics)(\/|$|\?)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function wantsApp(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = req.url.split('?')[0] ?? '/';
  if (NOT_APP.test(pathname)) return false;
  if (path.posix.extname(pathname) !== '') return false;
  return (req.headers.accept ?? '').includes('text/html');
}

/**
 * The built web app from WEB_DIST_DIR: hashed `/assets/*` cached for a year, index.html never
 * cached, and app routes (`/curator/x`) answered with index.html so a reload shows the app.
 */
export default fp(
  async (app) => {
    const root = app.config.webDistDir;
    const built = existsSync(path.join(root, 'index.html'));
    if (!built) app.log.warn({ root }, 'web app not built: WEB_DIST_DIR has no index.html');

    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        index: ['index.html'],
        // The web build writes .br and .gz copies at full strength (packages/web/scripts/
        // precompress.mjs): they are sent as they are, with no compression per request.
        preCompressed: true,
        cacheControl: false,
        etag: true,
        lastModified: true,
        setHeaders(res, filePath) {
          const rel = path.relative(root, filePath).split(path.sep).join('/');
          if (rel.startsWith('assets/')) res.header('cache-control', IMMUTABLE);
          else if (rel === 'index.html') res.header('cache-control', 'no-cache');
          else res.header('cache-control', 'public, max-age=3600');
        },
      });
    }

    /** index.html for an app route, so that a reload or a shared link opens the app there. */
    const sendApp = (reply: FastifyReply) => {
      if (!built) return reply.code(503).type('text/plain').send('The web app is not built.');
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    };

    app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
      if (wantsApp(req)) return sendApp(reply);
      return reply.code(404).send({
        error: 'Not Found',
        message: `Route ${req.method}:${req.url} not found`,
        statusCode: 404,
      });
    });
  },
  { name: 'web', dependencies: ['config'] },
);
