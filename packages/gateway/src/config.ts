import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseThemeMedia, themeMediaOrigins, type ThemeMediaTemplates } from './config-media.js';

/** The gateway package's folder (one level above `src/` or `dist/`). */
export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const emptyToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive');

const url = z
  .url({ error: 'must be a URL such as http://localhost:4010' })
  .transform((v) => v.replace(/\/+$/, ''));

/** The environment as read: every variable optional text, checked and defaulted here. */
const envSchema = z.object({
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(8080),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  NODE_ENV: z.preprocess(emptyToUndefined, z.string().default('development')),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),

  ADMIN_API_URL: z.preprocess(emptyToUndefined, url.default('http://localhost:4010')),
  UPSTREAM_TIMEOUT_MS: z.preprocess(emptyToUndefined, positiveInt.default(60_000)),
  UPSTREAM_UPLOAD_TIMEOUT_MS: z.preprocess(emptyToUndefined, positiveInt.default(120_000)),
  UPSTREAM_RETRY_DELAY_MS: z.preprocess(emptyToUndefined, positiveInt.default(150)),

  UPLOAD_MAX_IMAGE_BYTES: z.preprocess(emptyToUndefined, positiveInt.default(5 * 1024 * 1024)),
  UPLOAD_MAX_FILES: z.preprocess(emptyToUndefined, positiveInt.default(100)),
  UPLOAD_MAX_FILE_BYTES: z.preprocess(emptyToUndefined, positiveInt.default(50 * 1024 * 1024)),
  UPLOAD_MAX_TOTAL_BYTES: z.preprocess(emptyToUndefined, positiveInt.default(200 * 1024 * 1024)),
  UPLOAD_MAX_BACKUP_BYTES: z.preprocess(emptyToUndefined, positiveInt.default(50 * 1024 * 1024)),
  IMAGE_PROXY_ORIGINS: z.preprocess(emptyToUndefined, z.string().optional()),
  DEMO_ORIGINS: z.preprocess(emptyToUndefined, z.string().optional()),
  IMAGE_PROXY_MAX_AGE_SECONDS: z.preprocess(emptyToUndefined, positiveInt.default(300)),

  LIVE_RECONNECT_DELAY_MS: z.preprocess(emptyToUndefined, positiveInt.default(3_000)),
  LIVE_RECONNECT_MAX_ATTEMPTS: z.preprocess(emptyToUndefined, positiveInt.default(5)),
  LIVE_CONNECT_TIMEOUT_MS: z.preprocess(emptyToUndefined, positiveInt.default(10_000)),
  LIVE_SESSION_CHECK_SECONDS: z.preprocess(emptyToUndefined, positiveInt.default(30)),

  COGNITO_REGION: z.preprocess(emptyToUndefined, z.string().default('eu-central-1')),
  COGNITO_USER_POOL_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  COGNITO_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  COGNITO_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  COGNITO_ENDPOINT: z.preprocess(emptyToUndefined, url.optional()),
  COGNITO_ISSUER: z.preprocess(emptyToUndefined, url.optional()),
  COGNITO_IDENTITY_FILE: z.preprocess(emptyToUndefined, z.string().optional()),

  AUTH_BYPASS: z.preprocess(emptyToUndefined, booleanText.optional()),
  AUTH_BYPASS_USERNAME: z.preprocess(emptyToUndefined, z.string().default('admin')),
  AUTH_BYPASS_PASSWORD: z.preprocess(emptyToUndefined, z.string().default('Admin123!')),

  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  GATEWAY_DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('.data/gateway')),

  SESSION_IDLE_MINUTES: z.preprocess(emptyToUndefined, positiveInt.default(60)),
  SESSION_ABSOLUTE_HOURS: z.preprocess(emptyToUndefined, positiveInt.default(24)),
  COOKIE_SECURE: z.preprocess(emptyToUndefined, z.enum(['auto', 'true', 'false']).default('auto')),

  WEB_DIST_DIR: z.preprocess(
    emptyToUndefined,
    z.string().default(path.join(packageDir, '..', 'web', 'dist')),
  ),

  LOGIN_RATE_LIMIT_MAX_PER_IP: z.preprocess(emptyToUndefined, positiveInt.default(20)),
  LOGIN_RATE_LIMIT_MAX_PER_USERNAME: z.preprocess(emptyToUndefined, positiveInt.default(5)),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: z.preprocess(emptyToUndefined, positiveInt.default(60)),

  API_MAX_BODY_BYTES: z.preprocess(emptyToUndefined, positiveInt.default(1024 * 1024)),
  API_MAX_BATCH_SIZE: z.preprocess(emptyToUndefined, positiveInt.default(50)),
  HTTP_REQUEST_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, positiveInt.default(300)),
  HTTP_HEADERS_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, positiveInt.default(20)),
  HTTP_IDLE_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, positiveInt.default(150)),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, positiveInt.default(72)),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  PUBLISH_HISTORY_KEEP: z.preprocess(emptyToUndefined, positiveInt.default(100)),
  PUBLISH_HISTORY_MAX_AGE_DAYS: z.preprocess(emptyToUndefined, positiveInt.default(90)),
  SESSION_ENCRYPTION_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  SESSION_ENCRYPTION_OLD_KEYS: z.preprocess(emptyToUndefined, z.string().optional()),
  SESSION_CACHE_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).int().min(0).max(3600).default(30),
  ),
  AUTH_CACHE_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).int().min(0).max(3600).default(60),
  ),
  GATEWAY_INSTANCE_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9._:-]{1,64}$/, 'must be 1-64 letters, digits, dots, dashes or colons')
      .optional(),
  ),
});

const identityFileSchema = z.looseObject({
  endpoint: z.string().optional(),
  region: z.string().optional(),
  userPoolId: z.string(),
  clientId: z.string(),
  clientSecret: z.string().optional(),
  issuer: z.string().optional(),
  jwksUri: z.string().optional(),
});

export interface CognitoConfig {
  region: string;
  userPoolId: string;
  clientId: string;
  clientSecret: string | undefined;
  /** Set in local mode (cognito-local); undefined for the real Cognito service. */
  endpoint: string | undefined;
  /** The `iss` claim the gateway accepts. */
  issuer: string;
  /** Where the signing keys are read. */
  jwksUri: string;
}

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  production: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Fastify's `trustProxy`: true, a hop count (as a function), or a list of addresses. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  adminApiUrl: string;
  /** Admin API calls: timeout (60 s), uploads' timeout (120 s), first retry delay for reads. */
  upstream: { timeoutMs: number; uploadTimeoutMs: number; retryDelayMs: number };
  /** Upload limits: images (5 MB), files per theme upload (100), one theme file, one theme upload, a backup. */
  uploads: {
    maxImageBytes: number;
    maxFiles: number;
    maxFileBytes: number;
    maxTotalBytes: number;
    maxBackupBytes: number;
  };
  /** The image proxy: origins it may fetch from (the admin API's, plus IMAGE_PROXY_ORIGINS), cache lifetime. */
  imageProxy: { origins: string[]; maxAgeSeconds: number };
  /** Origins the demo-game iframe may load from: the admin API's, plus DEMO_ORIGINS. */
  demoOrigins: string[];
  /** Theme and table media by slug: THEME_THUMBNAIL_URL, THEME_LANDSCAPE_URL, THEME_VIDEO_URL (config-media.ts). */
  themeMedia: ThemeMediaTemplates;
  /** The live relay: upstream reconnect pace (delay × attempt up to maxAttempts, then delay × maxAttempts), session re-checks. */
  live: {
    reconnectDelayMs: number;
    reconnectMaxAttempts: number;
    connectTimeoutMs: number;
    sessionCheckMs: number;
  };
  cognito: CognitoConfig;
  /** Local mode: Cognito is cognito-local (`COGNITO_ENDPOINT`); refused under production. */
  localMode: boolean;
  bypass: { enabled: boolean; username: string; password: string };
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  session: { idleMs: number; absoluteMs: number; cookieSecure: 'auto' | boolean };
  webDistDir: string;
  loginRateLimit: { maxPerIp: number; maxPerUsername: number; windowMs: number };
  /** `/trpc`: the largest JSON body (enforced while it streams in) and the most calls in one batch. */
  api: { maxBodyBytes: number; maxBatchSize: number };
  /**
   * HTTP server timeouts: a whole request received (`requestTimeout`), its headers, a connection
   * with no traffic (`connectionTimeout`), an idle keep-alive connection.
   */
  http: {
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    idleTimeoutMs: number;
    keepAliveTimeoutMs: number;
  };
  /** The bearer token `/metrics` and `/readyz` details need; unset: `/metrics` is off. */
  metricsToken: string | undefined;
  /** Publish snapshots kept: the newest `keep`, none older than `maxAgeMs` (the newest always stays). */
  publishHistory: { keep: number; maxAgeMs: number };
  /** Token encryption at rest: the current key (none: a development key, see token-cipher.ts) and older keys still read. */
  sessionEncryption: { key: Buffer | undefined; oldKeys: Buffer[] };
  /** Bounded caches: signed-in sessions, admin checks and bearer users (0 = no caching). */
  cache: { sessionMs: number; authMs: number; maxEntries: number };
  /** This process's name in `X-Gateway-Instance` and cross-instance messages. */
  instanceId: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/** A 32-byte key in base64 (standard or url alphabet), or a ConfigError naming the variable. */
function parseKey(variable: string, value: string): Buffer {
  const text = value.trim();
  const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64') : Buffer.alloc(0);
  if (key.length !== 32) {
    throw new ConfigError(
      `Invalid configuration: ${variable} must be 32 random bytes in base64, e.g. from \`openssl rand -base64 32\` (got ${key.length} bytes)`,
    );
  }
  return key;
}

/** `IMAGE_PROXY_ORIGINS`, `DEMO_ORIGINS`: comma-separated http(s) origins. */
function parseOrigins(value: string | undefined, name = 'IMAGE_PROXY_ORIGINS'): string[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '')
    .map((v) => {
      let u: URL;
      try {
        u = new URL(v);
      } catch {
        throw new ConfigError(
          `Invalid configuration: ${name} must be http(s) origins (got "${v}")`,
        );
      }
      if (u.protocol !== 'http:' && u.protocol !== 'https:') {
        throw new ConfigError(
          `Invalid configuration: ${name} must be http(s) origins (got "${v}")`,
        );
      }
      return u.origin;
    });
}

function readIdentityFile(file: string): z.infer<typeof identityFileSchema> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new ConfigError(`COGNITO_IDENTITY_FILE: cannot read ${file} (${(err as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError(`COGNITO_IDENTITY_FILE: ${file} is not valid JSON`);
  }
  const parsed = identityFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `COGNITO_IDENTITY_FILE: ${file}: ${issue ? `${issue.path.join('.') || 'value'} ${issue.message}` : 'invalid'}`,
    );
  }
  return parsed.data;
}

/** cognito-local names itself `localhost` in the issuer, whatever host the gateway uses to reach it. */
function localIssuer(endpoint: string, userPoolId: string): string {
  const u = new URL(endpoint);
  return `http://localhost:${u.port || '80'}/${userPoolId}`;
}

/**
 * Parses the environment once. Throws a `ConfigError` whose message names the bad variable.
 * Explicit variables win over the identity file.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      const raw = env[name];
      return `${name} ${issue.message}${raw !== undefined ? ` (got "${raw}")` : ''}`;
    });
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  let themeMedia: ThemeMediaTemplates;
  try {
    themeMedia = parseThemeMedia(env, e.ADMIN_API_URL, production);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }

  const file = e.COGNITO_IDENTITY_FILE
    ? readIdentityFile(path.resolve(e.COGNITO_IDENTITY_FILE))
    : undefined;
  const userPoolId = e.COGNITO_USER_POOL_ID ?? file?.userPoolId;
  const clientId = e.COGNITO_CLIENT_ID ?? file?.clientId;
  const endpoint = e.COGNITO_ENDPOINT ?? file?.endpoint?.replace(/\/+$/, '');
  const region = env.COGNITO_REGION?.trim() ? e.COGNITO_REGION : (file?.region ?? e.COGNITO_REGION);
  if (!userPoolId)
    throw new ConfigError('COGNITO_USER_POOL_ID is required (or COGNITO_IDENTITY_FILE)');
  if (!clientId) throw new ConfigError('COGNITO_CLIENT_ID is required (or COGNITO_IDENTITY_FILE)');

  const localMode = endpoint !== undefined;
  if (localMode && production) {
    throw new ConfigError(
      'COGNITO_ENDPOINT: local mode (cognito-local, whose signing key is public) refuses to start with NODE_ENV=production',
    );
  }
  if (e.AUTH_BYPASS === true && production) {
    throw new ConfigError('AUTH_BYPASS: the dev bypass refuses to start with NODE_ENV=production');
  }
  if (e.AUTH_BYPASS === true && !localMode) {
    throw new ConfigError('AUTH_BYPASS: the dev bypass needs local mode (COGNITO_ENDPOINT)');
  }
  // In production the admin API has no sensible default (http://localhost:4010 is the sandbox's).
  if (production && !env.ADMIN_API_URL?.trim()) {
    throw new ConfigError('ADMIN_API_URL is required with NODE_ENV=production');
  }

  if (production && !e.SESSION_ENCRYPTION_KEY) {
    throw new ConfigError(
      'Invalid configuration: SESSION_ENCRYPTION_KEY is required with NODE_ENV=production (32 random bytes in base64, e.g. from `openssl rand -base64 32`); it encrypts the Cognito tokens in the sessions table',
    );
  }
  const sessionEncryption = {
    key: e.SESSION_ENCRYPTION_KEY
      ? parseKey('SESSION_ENCRYPTION_KEY', e.SESSION_ENCRYPTION_KEY)
      : undefined,
    oldKeys: (e.SESSION_ENCRYPTION_OLD_KEYS ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v !== '')
      .map((v) => parseKey('SESSION_ENCRYPTION_OLD_KEYS', v)),
  };

  const issuer =
    e.COGNITO_ISSUER ??
    (localMode
      ? (file?.issuer ?? localIssuer(endpoint, userPoolId))
      : `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`);
  const jwksUri = localMode
    ? `${endpoint}/${userPoolId}/.well-known/jwks.json`
    : `${issuer}/.well-known/jwks.json`;

  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    production,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    adminApiUrl: e.ADMIN_API_URL,
    upstream: {
      timeoutMs: e.UPSTREAM_TIMEOUT_MS,
      uploadTimeoutMs: e.UPSTREAM_UPLOAD_TIMEOUT_MS,
      retryDelayMs: e.UPSTREAM_RETRY_DELAY_MS,
    },
    uploads: {
      maxImageBytes: e.UPLOAD_MAX_IMAGE_BYTES,
      maxFiles: e.UPLOAD_MAX_FILES,
      maxFileBytes: e.UPLOAD_MAX_FILE_BYTES,
      maxTotalBytes: e.UPLOAD_MAX_TOTAL_BYTES,
      maxBackupBytes: e.UPLOAD_MAX_BACKUP_BYTES,
    },
    imageProxy: {
      origins: [
        ...new Set([
          new URL(e.ADMIN_API_URL).origin,
          ...parseOrigins(e.IMAGE_PROXY_ORIGINS),
          ...themeMediaOrigins(themeMedia),
        ]),
      ],
      maxAgeSeconds: e.IMAGE_PROXY_MAX_AGE_SECONDS,
    },
    demoOrigins: [new URL(e.ADMIN_API_URL).origin, ...parseOrigins(e.DEMO_ORIGINS, 'DEMO_ORIGINS')],
    themeMedia,
    live: {
      reconnectDelayMs: e.LIVE_RECONNECT_DELAY_MS,
      reconnectMaxAttempts: e.LIVE_RECONNECT_MAX_ATTEMPTS,
      connectTimeoutMs: e.LIVE_CONNECT_TIMEOUT_MS,
      sessionCheckMs: e.LIVE_SESSION_CHECK_SECONDS * 1000,
    },
    cognito: {
      region,
      userPoolId,
      clientId,
      clientSecret: e.COGNITO_CLIENT_SECRET ?? file?.clientSecret,
      endpoint,
      issuer,
      jwksUri,
    },
    localMode,
    bypass: {
      enabled: localMode && !production && e.AUTH_BYPASS !== false,
      username: e.AUTH_BYPASS_USERNAME,
      password: e.AUTH_BYPASS_PASSWORD,
    },
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : {
          kind: 'pglite',
          dataDir: e.GATEWAY_DATA_DIR.startsWith('memory://')
            ? e.GATEWAY_DATA_DIR
            : path.resolve(e.GATEWAY_DATA_DIR),
        },
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
      cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    },
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    loginRateLimit: {
      maxPerIp: e.LOGIN_RATE_LIMIT_MAX_PER_IP,
      maxPerUsername: e.LOGIN_RATE_LIMIT_MAX_PER_USERNAME,
      windowMs: e.LOGIN_RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    api: { maxBodyBytes: e.API_MAX_BODY_BYTES, maxBatchSize: e.API_MAX_BATCH_SIZE },
    http: {
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    metricsToken: e.METRICS_TOKEN,
    publishHistory: {
      keep: e.PUBLISH_HISTORY_KEEP,
      maxAgeMs: e.PUBLISH_HISTORY_MAX_AGE_DAYS * 86_400_000,
    },
    sessionEncryption,
    cache: {
      sessionMs: e.SESSION_CACHE_SECONDS * 1000,
      authMs: e.AUTH_CACHE_SECONDS * 1000,
      maxEntries: 10_000,
    },
    instanceId: e.GATEWAY_INSTANCE_ID ?? `${hostname()}-${process.pid}`,
  };
}
