import type { ChangeAction } from '@pitboss/contracts';
import type { ThemeMediaTemplates } from '../config-media.js';

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
  /** Where the gateway listens: HOST, default 127.0.0.1 in local mode and 0.0.0.0 otherwise. */
  host: string;
  /**
   * Host names the gateway answers (`Host` header, port ignored); any other gets 421. Undefined:
   * any name (outside local mode, unless ALLOWED_HOSTS is set).
   */
  allowedHosts: string[] | undefined;
  nodeEnv: 'development' | 'production' | 'test';
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
    /** Browser sockets one user may hold open on this instance (tabs); more are refused. */
    maxSocketsPerUser: number;
  };
  cognito: CognitoConfig;
  /** Local mode (AUTH_MODE=local): Cognito is cognito-local; refused under production. */
  localMode: boolean;
  bypass: { enabled: boolean; username: string; password: string };
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  session: { idleMs: number; absoluteMs: number; cookieSecure: 'auto' | boolean };
  webDistDir: string;
  loginRateLimit: { maxPerIp: number; maxPerUsername: number; windowMs: number };
  /** Per user and minute: audit exports, backup downloads, uploads (429 beyond). */
  rateLimits: { exportsPerMinute: number; backupsPerMinute: number; uploadsPerMinute: number };
  /** `/trpc`: the largest JSON body (enforced while it streams in) and the most calls in one batch. */
  api: { maxBodyBytes: number; maxBatchSize: number };
  /**
   * HTTP server timeouts: a whole request received (`requestTimeout`), its headers, a connection
   * with no traffic (`connectionTimeout`), an idle keep-alive connection.
   */
  http: {
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    /** A JSON body (not an upload) must arrive whole within this. */
    bodyTimeoutMs: number;
    idleTimeoutMs: number;
    keepAliveTimeoutMs: number;
  };
  /** The bearer token `/metrics` and `/readyz` details need; unset: `/metrics` is off. */
  metricsToken: string | undefined;
  /** Publish snapshots kept: the newest `keep`, none older than `maxAgeMs` (the newest always stays). */
  publishHistory: { keep: number; maxAgeMs: number };
  /**
   * Change control: the actions whose direct procedure is refused (a change request instead),
   * and how long after its time a scheduled request missed while every gateway was stopped still runs.
   */
  changeControl: { approvalsRequired: ChangeAction[]; graceMs: number };
  /** Token encryption at rest: the current key (none: a development key, see token-cipher.ts) and older keys still read. */
  sessionEncryption: { key: Buffer | undefined; oldKeys: Buffer[] };
  /** Bounded caches: signed-in sessions, admin checks and bearer users (0 = no caching). */
  cache: { sessionMs: number; authMs: number; maxEntries: number };
  /** This process's name in `X-Gateway-Instance` and cross-instance messages. */
  instanceId: string;
}
