import { hostname } from 'node:os';
import path from 'node:path';
import { CHANGE_ACTIONS, parseApprovalsRequired } from '@pitboss/contracts';
import { parseThemeMedia, themeMediaOrigins, type ThemeMediaTemplates } from './config-media.js';
import { envSchema, POOL_ID, type Env } from './config/env-schema.js';
import {
  parseAllowedHosts,
  parseKey,
  parseOrigins,
  parseTrustProxy,
  Problems,
  readIdentityFile,
} from './config/parse.js';
import type { Config } from './config/types.js';

export { packageDir } from './config/env-schema.js';
export type { CognitoConfig, Config } from './config/types.js';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Each variable checked on its own, so one start names every bad one. Fields that failed keep
 * their defaults here (the start fails anyway) so that the cross-checks below can still run.
 */
function parseEnv(env: NodeJS.ProcessEnv, problems: Problems): Env {
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(envSchema.shape)) {
    const parsed = schema.safeParse(env[name]);
    if (parsed.success) {
      out[name] = parsed.data;
      continue;
    }
    const raw = env[name];
    for (const issue of parsed.error.issues) {
      problems.add(`${name} ${issue.message}${raw !== undefined ? ` (got "${raw}")` : ''}`);
    }
    const fallback = schema.safeParse(undefined);
    out[name] = fallback.success ? fallback.data : undefined;
  }
  return out as Env;
}

/** cognito-local names itself `localhost` in the issuer, whatever host the gateway uses to reach it. */
function localIssuer(endpoint: string, userPoolId: string): string {
  const u = new URL(endpoint);
  return `http://localhost:${u.port || '80'}/${userPoolId}`;
}

/**
 * Parses the environment once. Throws one `ConfigError`, "Invalid configuration: …", naming every
 * bad variable. Explicit variables win over the identity file.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems = new Problems();
  const e = parseEnv(env, problems);
  const production = e.NODE_ENV === 'production';
  let themeMedia: ThemeMediaTemplates = {};
  try {
    themeMedia = parseThemeMedia(env, e.ADMIN_API_URL, production);
  } catch (err) {
    problems.add((err as Error).message.replace(/^Invalid configuration: /, ''));
  }

  const file = e.COGNITO_IDENTITY_FILE
    ? readIdentityFile(path.resolve(e.COGNITO_IDENTITY_FILE), problems)
    : undefined;
  const userPoolId = e.COGNITO_USER_POOL_ID ?? file?.userPoolId ?? '';
  const clientId = e.COGNITO_CLIENT_ID ?? file?.clientId ?? '';
  const endpoint = e.COGNITO_ENDPOINT ?? file?.endpoint?.replace(/\/+$/, '');
  const region = env.COGNITO_REGION?.trim() ? e.COGNITO_REGION : (file?.region ?? e.COGNITO_REGION);
  if (!userPoolId) problems.add('COGNITO_USER_POOL_ID is required (or COGNITO_IDENTITY_FILE)');
  else if (!POOL_ID.test(userPoolId)) {
    problems.add(
      `COGNITO_USER_POOL_ID must look like eu-central-1_AbCdEf123 (got "${userPoolId}")`,
    );
  }
  if (!clientId) problems.add('COGNITO_CLIENT_ID is required (or COGNITO_IDENTITY_FILE)');

  // Local mode trusts cognito-local, whose signing key is public: it is never inferred.
  const localMode = e.AUTH_MODE === 'local' && !production;
  if (endpoint !== undefined && production) {
    problems.add(
      'COGNITO_ENDPOINT: local mode (cognito-local, whose signing key is public) refuses to start with NODE_ENV=production',
    );
  } else if (e.AUTH_MODE === 'local' && production) {
    problems.add('AUTH_MODE: local mode refuses to start with NODE_ENV=production');
  } else if (endpoint !== undefined && e.AUTH_MODE !== 'local') {
    problems.add(
      'COGNITO_ENDPOINT: a cognito-local endpoint (here or in COGNITO_IDENTITY_FILE) needs AUTH_MODE=local',
    );
  } else if (e.AUTH_MODE === 'local' && endpoint === undefined) {
    problems.add('AUTH_MODE: local mode needs COGNITO_ENDPOINT (or COGNITO_IDENTITY_FILE)');
  }
  if (e.AUTH_BYPASS === true && production) {
    problems.add('AUTH_BYPASS: the dev bypass refuses to start with NODE_ENV=production');
  } else if (e.AUTH_BYPASS === true && e.AUTH_MODE !== 'local') {
    problems.add('AUTH_BYPASS: the dev bypass needs local mode (AUTH_MODE=local)');
  }
  // In production the admin API has no sensible default (http://localhost:4010 is the sandbox's).
  if (production && !env.ADMIN_API_URL?.trim()) {
    problems.add('ADMIN_API_URL is required with NODE_ENV=production');
  }
  if (production && !e.SESSION_ENCRYPTION_KEY) {
    problems.add(
      'SESSION_ENCRYPTION_KEY is required with NODE_ENV=production (32 random bytes in base64, e.g. from `openssl rand -base64 32`); it encrypts the Cognito tokens in the sessions table',
    );
  }
  const sessionEncryption = {
    key: e.SESSION_ENCRYPTION_KEY
      ? parseKey('SESSION_ENCRYPTION_KEY', e.SESSION_ENCRYPTION_KEY, problems)
      : undefined,
    oldKeys: (e.SESSION_ENCRYPTION_OLD_KEYS ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v !== '')
      .map((v) => parseKey('SESSION_ENCRYPTION_OLD_KEYS', v, problems))
      .filter((k): k is Buffer => k !== undefined),
  };
  const trustProxy = parseTrustProxy(e.TRUST_PROXY, problems);
  const allowedHosts = parseAllowedHosts(e.ALLOWED_HOSTS, localMode, problems);
  const imageOrigins = parseOrigins(e.IMAGE_PROXY_ORIGINS, 'IMAGE_PROXY_ORIGINS', problems);
  const demoOrigins = parseOrigins(e.DEMO_ORIGINS, 'DEMO_ORIGINS', problems);
  const approvals = parseApprovalsRequired(e.APPROVALS_REQUIRED);
  if (approvals.unknown.length > 0) {
    problems.add(
      `APPROVALS_REQUIRED must be none or a comma list of ${CHANGE_ACTIONS.join(', ')} (unknown: ${approvals.unknown.join(', ')})`,
    );
  }
  if (problems.list.length > 0) {
    throw new ConfigError(`Invalid configuration: ${problems.list.join('; ')}`);
  }

  const issuer =
    e.COGNITO_ISSUER ??
    (localMode && endpoint
      ? (file?.issuer ?? localIssuer(endpoint, userPoolId))
      : `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`);
  const jwksUri =
    localMode && endpoint
      ? `${endpoint}/${userPoolId}/.well-known/jwks.json`
      : `${issuer}/.well-known/jwks.json`;

  return {
    port: e.PORT,
    host: e.HOST ?? (localMode ? '127.0.0.1' : '0.0.0.0'),
    allowedHosts,
    nodeEnv: e.NODE_ENV,
    production,
    logLevel: e.LOG_LEVEL,
    trustProxy,
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
          ...imageOrigins,
          ...themeMediaOrigins(themeMedia),
        ]),
      ],
      maxAgeSeconds: e.IMAGE_PROXY_MAX_AGE_SECONDS,
    },
    demoOrigins: [new URL(e.ADMIN_API_URL).origin, ...demoOrigins],
    themeMedia,
    live: {
      reconnectDelayMs: e.LIVE_RECONNECT_DELAY_MS,
      reconnectMaxAttempts: e.LIVE_RECONNECT_MAX_ATTEMPTS,
      connectTimeoutMs: e.LIVE_CONNECT_TIMEOUT_MS,
      sessionCheckMs: e.LIVE_SESSION_CHECK_SECONDS * 1000,
      maxSocketsPerUser: e.LIVE_MAX_SOCKETS_PER_USER,
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
      enabled: localMode && e.AUTH_BYPASS !== false,
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
    rateLimits: {
      exportsPerMinute: e.EXPORT_RATE_LIMIT_PER_MINUTE,
      backupsPerMinute: e.BACKUP_RATE_LIMIT_PER_MINUTE,
      uploadsPerMinute: e.UPLOAD_RATE_LIMIT_PER_MINUTE,
    },
    api: { maxBodyBytes: e.API_MAX_BODY_BYTES, maxBatchSize: e.API_MAX_BATCH_SIZE },
    http: {
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      bodyTimeoutMs: e.HTTP_BODY_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    metricsToken: e.METRICS_TOKEN,
    publishHistory: {
      keep: e.PUBLISH_HISTORY_KEEP,
      maxAgeMs: e.PUBLISH_HISTORY_MAX_AGE_DAYS * 86_400_000,
    },
    changeControl: {
      approvalsRequired: approvals.actions,
      graceMs: e.SCHEDULED_GRACE_MINUTES * 60_000,
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
