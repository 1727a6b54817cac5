import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The gateway package's folder (two levels above `src/config/` or `dist/config/`). */
export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A Cognito user pool id: `<region>_<id>` (cognito-local's are `local_<id>`). */
export const POOL_ID = /^[\w-]+_[0-9a-zA-Z]+$/;

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
export const envSchema = z.object({
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(8080),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().optional()),
  ALLOWED_HOSTS: z.preprocess(emptyToUndefined, z.string().optional()),
  // Exactly one of these spellings: production safety must not hang on how a word is written.
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z
      .enum(['development', 'production', 'test'], {
        error: 'must be exactly development, production or test',
      })
      .default('development'),
  ),
  // Local mode (cognito-local, the dev bypass) is switched on by this setting alone.
  AUTH_MODE: z.preprocess(
    emptyToUndefined,
    z.enum(['cognito', 'local'], { error: 'must be cognito or local' }).default('cognito'),
  ),
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
  LIVE_MAX_SOCKETS_PER_USER: z.preprocess(emptyToUndefined, positiveInt.default(30)),

  COGNITO_REGION: z.preprocess(emptyToUndefined, z.string().default('eu-central-1')),
  COGNITO_USER_POOL_ID: z.preprocess(
    emptyToUndefined,
    z.string().regex(POOL_ID, 'must look like eu-central-1_AbCdEf123').optional(),
  ),
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
  // Heavy reads and writes per user and minute, shared by every instance on one database.
  EXPORT_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, positiveInt.default(10)),
  BACKUP_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, positiveInt.default(10)),
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, positiveInt.default(60)),

  API_MAX_BODY_BYTES: z.preprocess(emptyToUndefined, positiveInt.default(1024 * 1024)),
  API_MAX_BATCH_SIZE: z.preprocess(emptyToUndefined, positiveInt.default(50)),
  HTTP_REQUEST_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, positiveInt.default(300)),
  HTTP_HEADERS_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, positiveInt.default(20)),
  HTTP_BODY_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, positiveInt.default(60)),
  HTTP_IDLE_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, positiveInt.default(150)),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, positiveInt.default(72)),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  // Change control: the actions that need a second administrator, and how late a scheduled
  // release missed while every gateway was stopped may still run.
  APPROVALS_REQUIRED: z.preprocess(
    emptyToUndefined,
    z.string().default('publish,restore,import,reset,promotions.publish'),
  ),
  SCHEDULED_GRACE_MINUTES: z.preprocess(emptyToUndefined, positiveInt.default(60)),
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

export type Env = z.infer<typeof envSchema>;
