import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, loadConfig, type Config } from '../../src/index.js';

/**
 * For a test that stops a gateway and starts another on the same PGlite folder: the two opens
 * and migrations took 29–35 s at load 30 on 2 cores, past the default 30 s limit.
 */
export const RESTART_TIMEOUT_MS = 90_000;

export async function tempDir(prefix = 'pitboss-gw-'): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

/** A config against the run's cognito-local and admin API; `env` overrides variables. */
export function testConfig(env: Record<string, string> = {}): Config {
  const identity = inject('identity');
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_API_URL: inject('adminApiUrl'),
    AUTH_MODE: 'local',
    COGNITO_ENDPOINT: identity.endpoint,
    COGNITO_USER_POOL_ID: identity.userPoolId,
    COGNITO_CLIENT_ID: identity.clientId,
    GATEWAY_DATA_DIR: 'memory://',
    // Direct publishes, restores, imports and resets, unless a test is about change control.
    APPROVALS_REQUIRED: 'none',
    ...env,
  });
}

export async function startGateway(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(env));
  await app.ready();
  return app;
}

/** The `pitboss_session` cookie a response set, if any. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'pitboss_session')?.value;
}

/** Calls a tRPC procedure (plain JSON) through `app.inject`. */
export async function call(
  app: FastifyInstance,
  type: 'query' | 'mutation',
  procedure: string,
  input?: unknown,
  options: { cookie?: string; bearer?: string; ip?: string } = {},
): Promise<{ status: number; body: TrpcBody; res: LightMyRequestResponse }> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = `pitboss_session=${options.cookie}`;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  const res =
    type === 'query'
      ? await app.inject({
          method: 'GET',
          url: `/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          headers,
          ...(options.ip ? { remoteAddress: options.ip } : {}),
        })
      : await app.inject({
          method: 'POST',
          url: `/trpc/${procedure}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(input ?? null),
          ...(options.ip ? { remoteAddress: options.ip } : {}),
        });
  return { status: res.statusCode, body: res.json<TrpcBody>(), res };
}

export interface TrpcBody {
  result?: { data: unknown };
  error?: {
    message: string;
    code: number;
    data: { code: string; httpStatus: number; fieldErrors?: Record<string, string[]> };
  };
}

/**
 * `q` (query) and `m` (mutation) that answer the procedure's data and throw on a tRPC error. The
 * app and cookie are read at call time (tests assign them in `beforeAll`); `as` signs the call
 * with another session.
 */
export function callers(app: () => FastifyInstance, cookie: () => string) {
  const data = async <T>(
    type: 'query' | 'mutation',
    procedure: string,
    input: unknown,
    as: string,
  ): Promise<T> => {
    const r = await call(app(), type, procedure, input, { cookie: as });
    if (r.body.error) throw new Error(`${procedure}: ${r.status} ${r.body.error.message}`);
    return r.body.result?.data as T;
  };
  return {
    q: <T>(procedure: string, input?: unknown, as = cookie()) =>
      data<T>('query', procedure, input, as),
    m: <T>(procedure: string, input?: unknown, as = cookie()) =>
      data<T>('mutation', procedure, input, as),
  };
}
