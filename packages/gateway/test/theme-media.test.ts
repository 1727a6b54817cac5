import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loadConfig } from '../src/index.js';
import { call, sessionCookieOf, startGateway, testConfig } from './support/gateway.js';

// Theme and table media come from the hosts the THEME_*_URL templates name
// ("an external image host and a storage host, at paths by slug"), not from a path on the admin API.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.alloc(12),
]);

/** A media host on another origin than the admin API, recording what it was asked for. */
let host: Server;
let hostUrl: string;
const asked: { url: string; cookie?: string; authorization?: string }[] = [];

function serve(req: IncomingMessage, res: ServerResponse): void {
  asked.push({
    url: req.url ?? '',
    cookie: req.headers.cookie,
    authorization: req.headers.authorization,
  });
  if (req.url?.includes('/missing')) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('no');
  } else if (req.url?.startsWith('/img/themes/') && req.url.includes('/thumb.png')) {
    res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  } else if (req.url?.startsWith('/store/') && req.url.endsWith('.mp4')) {
    res.writeHead(200, { 'content-type': 'video/mp4' }).end(MP4);
  } else res.writeHead(404, { 'content-type': 'text/plain' }).end('no');
}

let app: FastifyInstance;
let cookie = '';

async function signIn(gateway: FastifyInstance): Promise<string> {
  const { res } = await call(gateway, 'mutation', 'auth.login', {
    username: 'admin',
    password: 'Admin123!',
  });
  return sessionCookieOf(res) ?? '';
}

beforeAll(async () => {
  host = createServer(serve);
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  app = await startGateway({
    THEME_THUMBNAIL_URL: `${hostUrl}/img/themes/{slug}/thumb.png`,
    THEME_VIDEO_URL: `${hostUrl}/store/{slug}.mp4`,
    LOGIN_RATE_LIMIT_MAX_PER_USERNAME: '100',
  });
  cookie = await signIn(app);
});
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => host?.close(resolve));
});

const get = (gateway: FastifyInstance, url: string, session = cookie) =>
  gateway.inject({ url, headers: { cookie: `pitboss_session=${session}` } });

describe('theme media locations (THEME_THUMBNAIL_URL, THEME_LANDSCAPE_URL, THEME_VIDEO_URL)', () => {
  it('fetches each medium from the host its template names, without the user’s session', async () => {
    asked.length = 0;
    const thumb = await get(app, '/api/images/themes/emerald-felt/thumbnail');
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/png');
    const video = await get(app, '/api/images/themes/emerald_classic/background');
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(asked.map((a) => a.url.split('?')[0])).toEqual([
      '/img/themes/emerald-felt/thumb.png',
      '/store/emerald_classic.mp4',
    ]);
    expect(asked.every((a) => a.cookie === undefined && a.authorization === undefined)).toBe(true);
  });

  it('passes the media host’s 404 on, and still refuses a slug that is not one', async () => {
    asked.length = 0;
    expect((await get(app, '/api/images/themes/..%2Fetc/thumbnail')).statusCode).toBe(400);
    expect(asked).toHaveLength(0);
    const missing = await get(app, '/api/images/themes/missing/thumbnail');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Image not found');
    expect(asked.map((a) => a.url.split('?')[0])).toEqual(['/img/themes/missing/thumb.png']);
  });

  it('answers 404 with the reason when a medium has no location (production, template unset)', async () => {
    const config = { ...testConfig(), themeMedia: {} };
    const bare = await buildApp(config);
    await bare.ready();
    try {
      const session = await signIn(bare);
      const res = await get(bare, '/api/images/themes/emerald-felt/landscape', session);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/No location is configured for this theme medium/);
    } finally {
      await bare.close();
    }
  });
});

describe('loadConfig: theme media templates', () => {
  const pool = { COGNITO_USER_POOL_ID: 'eu-central-1_AbCdEf123', COGNITO_CLIENT_ID: 'client123' };
  const production = {
    ...pool,
    NODE_ENV: 'production',
    ADMIN_API_URL: 'https://api.example',
    SESSION_ENCRYPTION_KEY: 'A'.repeat(43) + '=',
  };

  it('takes the sandbox’s layout outside production, and nothing in production', () => {
    expect(loadConfig({ ...pool, ADMIN_API_URL: 'http://sandbox:4010/' }).themeMedia).toEqual({
      thumbnail: 'http://sandbox:4010/media/themes/{slug}/thumbnail',
      landscape: 'http://sandbox:4010/media/themes/{slug}/landscape',
      background: 'http://sandbox:4010/media/themes/{slug}/background.mp4',
    });
    expect(loadConfig(production).themeMedia).toEqual({});
  });

  it('allows the templates’ hosts in the media proxy', () => {
    const c = loadConfig({
      ...production,
      THEME_THUMBNAIL_URL: 'https://img.example/t/{slug}.webp',
      THEME_VIDEO_URL: 'https://store.example/v/{slug}/bg.mp4',
    });
    expect(c.themeMedia).toEqual({
      thumbnail: 'https://img.example/t/{slug}.webp',
      background: 'https://store.example/v/{slug}/bg.mp4',
    });
    expect(c.imageProxy.origins).toEqual([
      'https://api.example',
      'https://img.example',
      'https://store.example',
    ]);
  });

  it('refuses a template without {slug}, not http(s), or with credentials, naming the variable', () => {
    expect(() =>
      loadConfig({ ...production, THEME_THUMBNAIL_URL: 'https://img.example/t.png' }),
    ).toThrow(/THEME_THUMBNAIL_URL must contain \{slug\}/);
    expect(() => loadConfig({ ...production, THEME_VIDEO_URL: 'ftp://x/{slug}.mp4' })).toThrow(
      /THEME_VIDEO_URL must be an http\(s\) URL template/,
    );
    expect(() => loadConfig({ ...production, THEME_LANDSCAPE_URL: '{slug}' })).toThrow(
      /THEME_LANDSCAPE_URL must be an http\(s\) URL template/,
    );
    expect(() =>
      loadConfig({ ...production, THEME_THUMBNAIL_URL: 'https://u:p@img.example/{slug}' }),
    ).toThrow(/THEME_THUMBNAIL_URL must not carry credentials/);
  });
});
