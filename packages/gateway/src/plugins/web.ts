import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_CHECK_URL } from '@pitboss/contracts';
import { z } from 'zod';
import { sessionCookie } from '../auth/cookie.js';

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

const preloadListSchema = z.object({
  js: z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)),
  css: z.array(z.string().regex(/^\/assets\/[\w.-]+\.css$/)),
});

/**
 * index.html for a request that carries a session cookie: the signed-in application's chunks
 * (`signed-in-preload.json`, written by the web build) as preload links, the session check
 * (`auth.me`, SESSION_CHECK_URL) as a preloaded fetch, and a meta tag that has the app start its
 * page's chunk at once. They download with the entry instead of after it has run (issue 19:
 * Lighthouse). The cookie is not checked here: a stale one costs a download and a check that
 * answers "no user", and the app still asks `auth.me` before it shows anything signed in.
 */
function signedInIndex(root: string, warn: (msg: string) => void): string | null {
  const listFile = path.join(root, 'signed-in-preload.json');
  if (!existsSync(listFile)) return null;
  let list: z.infer<typeof preloadListSchema>;
  try {
    list = preloadListSchema.parse(JSON.parse(readFileSync(listFile, 'utf8')));
  } catch (err) {
    warn(
      `${listFile} is not a list of the app's assets (${(err as Error).message}): no preload links`,
    );
    return null;
  }
  const links = [
    '<meta name="pitboss-session" content="present" />',
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${SESSION_CHECK_URL.replaceAll('&', '&amp;')}" />`,
    ...list.js.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`),
    ...list.css.map((href) => `<link rel="preload" as="style" crossorigin href="${href}" />`),
  ];
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
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
    const signedIn = built ? signedInIndex(root, (msg) => app.log.warn(msg)) : null;

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

    /** index.html, with the signed-in app's preload links when a session cookie came along. */
    const sendApp = (req: FastifyRequest, reply: FastifyReply) => {
      if (!built) return reply.code(503).type('text/plain').send('The web app is not built.');
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie');
      if (signedIn && sessionCookie(req))
        return reply.type('text/html; charset=utf-8').send(signedIn);
      return reply.sendFile('index.html');
    };
    // `/` before the static files' index.html, so it gets the links too
    if (signedIn)
      app.get('/', (req, reply) =>
        wantsApp(req) ? sendApp(req, reply) : reply.sendFile('index.html'),
      );

    app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
      if (wantsApp(req)) return sendApp(req, reply);
      return reply.code(404).send({
        error: 'Not Found',
        message: `Route ${req.method}:${req.url} not found`,
        statusCode: 404,
      });
    });
  },
  { name: 'web', dependencies: ['config'] },
);
