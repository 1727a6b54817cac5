import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/index.js';
import { reconnectDelay } from '../src/live/upstream-link.js';

const pool = { COGNITO_USER_POOL_ID: 'eu-central-1_AbCdEf123', COGNITO_CLIENT_ID: 'client123' };

describe('upload, image proxy and live relay configuration', () => {
  it('defaults to the spec: 5 MB images, 100 files, reconnect 3 s × attempt for 5 tries, session checks every 30 s', () => {
    const c = loadConfig({ ...pool, ADMIN_API_URL: 'https://admin.casino.example/api/' });
    expect(c.uploads).toEqual({
      maxImageBytes: 5 * 1024 * 1024,
      maxFiles: 100,
      maxFileBytes: 50 * 1024 * 1024,
      maxTotalBytes: 200 * 1024 * 1024,
      maxBackupBytes: 50 * 1024 * 1024,
    });
    expect(c.imageProxy).toEqual({ origins: ['https://admin.casino.example'], maxAgeSeconds: 300 });
    expect(c.live).toEqual({
      reconnectDelayMs: 3000,
      reconnectMaxAttempts: 5,
      connectTimeoutMs: 10_000,
      sessionCheckMs: 30_000,
      maxSocketsPerUser: 30,
    });
  });

  it('reads extra image origins and refuses bad ones', () => {
    const c = loadConfig({
      ...pool,
      IMAGE_PROXY_ORIGINS: 'https://img.casino.example/path, http://cdn.example:8443',
    });
    expect(c.imageProxy.origins).toEqual([
      'http://localhost:4010',
      'https://img.casino.example',
      'http://cdn.example:8443',
    ]);
    expect(() => loadConfig({ ...pool, IMAGE_PROXY_ORIGINS: 'ftp://x.example' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...pool, IMAGE_PROXY_ORIGINS: 'not a url' })).toThrow(
      /IMAGE_PROXY_ORIGINS/,
    );
    expect(() => loadConfig({ ...pool, UPLOAD_MAX_FILES: '0' })).toThrow(/UPLOAD_MAX_FILES/);
    expect(() => loadConfig({ ...pool, LIVE_SESSION_CHECK_SECONDS: 'often' })).toThrow(
      /LIVE_SESSION_CHECK_SECONDS/,
    );
  });

  it('paces reconnects at 3, 6, 9, 12, 15 s, then 15 s for ever', () => {
    const policy = { delayMs: 3000, maxAttempts: 5 };
    expect([1, 2, 3, 4, 5, 6, 7, 100].map((n) => reconnectDelay(n, policy))).toEqual([
      3000, 6000, 9000, 12000, 15000, 15000, 15000, 15000,
    ]);
  });
});
