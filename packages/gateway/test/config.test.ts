import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/index.js';
import { tempDir } from './support/gateway.js';

const pool = { COGNITO_USER_POOL_ID: 'eu-central-1_AbCdEf123', COGNITO_CLIENT_ID: 'client123' };

describe('loadConfig', () => {
  it('defaults to a real pool in eu-central-1, PGlite, port 8080, no bypass', () => {
    const c = loadConfig({ ...pool });
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      adminApiUrl: 'http://localhost:4010',
      localMode: false,
      bypass: { enabled: false },
      database: { kind: 'pglite' },
      session: { idleMs: 60 * 60_000, absoluteMs: 24 * 3_600_000, cookieSecure: 'auto' },
      cognito: {
        region: 'eu-central-1',
        issuer: 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_AbCdEf123',
        endpoint: undefined,
      },
    });
    expect(c.webDistDir).toMatch(/packages[/\\]web[/\\]dist$/);
    expect(c.database).toEqual({ kind: 'pglite', dataDir: path.resolve('.data/gateway') });
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ ...pool, PORT: 'eighty' })).toThrow(/PORT .*\(got "eighty"\)/);
    expect(() => loadConfig({ ...pool, ADMIN_API_URL: 'not a url' })).toThrow(/ADMIN_API_URL/);
    expect(() => loadConfig({ ...pool, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ...pool, SESSION_IDLE_MINUTES: '-1' })).toThrow(
      /SESSION_IDLE_MINUTES/,
    );
    expect(() => loadConfig({ COGNITO_CLIENT_ID: 'x' })).toThrow(ConfigError);
    expect(() => loadConfig({ COGNITO_CLIENT_ID: 'x' })).toThrow(/COGNITO_USER_POOL_ID/);
  });

  it('local mode derives the cognito-local issuer and JWKS; the bypass is on by default there', () => {
    const c = loadConfig({
      ...pool,
      COGNITO_USER_POOL_ID: 'local_abc',
      AUTH_MODE: 'local',
      COGNITO_ENDPOINT: 'http://127.0.0.1:9229/',
    });
    expect(c.localMode).toBe(true);
    expect(c.cognito.issuer).toBe('http://localhost:9229/local_abc');
    expect(c.cognito.jwksUri).toBe('http://127.0.0.1:9229/local_abc/.well-known/jwks.json');
    expect(c.bypass.enabled).toBe(true);
    expect(
      loadConfig({
        ...pool,
        AUTH_MODE: 'local',
        COGNITO_ENDPOINT: 'http://localhost:9229',
        AUTH_BYPASS: 'false',
      }).bypass.enabled,
    ).toBe(false);
  });

  it('refuses local mode and the bypass under NODE_ENV=production, and the bypass outside local mode', () => {
    expect(() =>
      loadConfig({ ...pool, NODE_ENV: 'production', COGNITO_ENDPOINT: 'http://localhost:9229' }),
    ).toThrow(/COGNITO_ENDPOINT.*production/);
    expect(() => loadConfig({ ...pool, NODE_ENV: 'production', AUTH_BYPASS: 'true' })).toThrow(
      /AUTH_BYPASS.*production/,
    );
    expect(() => loadConfig({ ...pool, AUTH_BYPASS: 'true' })).toThrow(/AUTH_BYPASS.*local mode/);
    const production = {
      ...pool,
      NODE_ENV: 'production',
      ADMIN_API_URL: 'https://api.example',
      SESSION_ENCRYPTION_KEY: 'A'.repeat(43) + '=',
    };
    expect(loadConfig(production).bypass.enabled).toBe(false);
  });

  it('needs ADMIN_API_URL under NODE_ENV=production (no sandbox default there)', () => {
    expect(() => loadConfig({ ...pool, NODE_ENV: 'production' })).toThrow(
      'ADMIN_API_URL is required with NODE_ENV=production',
    );
    expect(loadConfig({ ...pool }).adminApiUrl).toBe('http://localhost:4010');
  });

  it('DEMO_ORIGINS adds origins the demo iframe may load from', () => {
    const c = loadConfig({
      ...pool,
      ADMIN_API_URL: 'http://sandbox:4010',
      DEMO_ORIGINS: 'http://localhost:4010/demo, https://games.example',
    });
    expect(c.demoOrigins).toEqual([
      'http://sandbox:4010',
      'http://localhost:4010',
      'https://games.example',
    ]);
    expect(() => loadConfig({ ...pool, DEMO_ORIGINS: 'ftp://x' })).toThrow(/DEMO_ORIGINS/);
  });

  it('reads the identity file written by the sandbox; explicit variables win', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'identity.json');
    await writeFile(
      file,
      JSON.stringify({
        endpoint: 'http://localhost:19229',
        region: 'eu-central-1',
        userPoolId: 'local_fromfile',
        clientId: 'clientfromfile',
        issuer: 'http://localhost:19229/local_fromfile',
        jwksUri: 'http://localhost:19229/local_fromfile/.well-known/jwks.json',
      }),
    );
    try {
      const c = loadConfig({ COGNITO_IDENTITY_FILE: file, AUTH_MODE: 'local' });
      expect(c.localMode).toBe(true);
      expect(c.cognito).toMatchObject({
        userPoolId: 'local_fromfile',
        clientId: 'clientfromfile',
        endpoint: 'http://localhost:19229',
        issuer: 'http://localhost:19229/local_fromfile',
      });
      expect(
        loadConfig({
          COGNITO_IDENTITY_FILE: file,
          AUTH_MODE: 'local',
          COGNITO_CLIENT_ID: 'explicit',
        }).cognito.clientId,
      ).toBe('explicit');
      expect(() => loadConfig({ COGNITO_IDENTITY_FILE: path.join(dir, 'missing.json') })).toThrow(
        /COGNITO_IDENTITY_FILE/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('parses database, cookie and rate-limit settings', () => {
    const c = loadConfig({
      ...pool,
      DATABASE_URL: 'postgres://u:p@db:5432/pitboss',
      COOKIE_SECURE: 'true',
      LOGIN_RATE_LIMIT_MAX_PER_IP: '7',
      LOGIN_RATE_LIMIT_WINDOW_SECONDS: '30',
    });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/pitboss' });
    expect(c.session.cookieSecure).toBe(true);
    expect(c.loginRateLimit).toEqual({ maxPerIp: 7, maxPerUsername: 5, windowMs: 30_000 });
  });
});
