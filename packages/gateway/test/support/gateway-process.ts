import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { waitFor } from './fault-sandbox.js';
import { freePort } from './ports.js';
import { tempDir } from './gateway.js';

const PACKAGE = fileURLToPath(new URL('../..', import.meta.url));

/** A gateway running as a process of its own (`src/main.ts`, as `pnpm dev` runs it). */
export interface GatewayProcess {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<void>;
  /** What it printed so far. */
  output: () => string;
  /** A tRPC call over HTTP: the answer's status and JSON body. */
  call: (
    type: 'query' | 'mutation',
    procedure: string,
    input?: unknown,
    cookie?: string,
  ) => Promise<{
    status: number;
    body: { result?: { data: unknown }; error?: { message: string } };
  }>;
}

/**
 * Starts the gateway's own entry point in a new process against the run's cognito-local, with
 * `env` on top (the admin API, the database), and waits until it answers /healthz. A process
 * that exits first fails the wait with what it printed.
 */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const identity = inject('identity');
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: PACKAGE,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      AUTH_MODE: 'local',
      COGNITO_ENDPOINT: identity.endpoint,
      COGNITO_USER_POOL_ID: identity.userPoolId,
      COGNITO_CLIENT_ID: identity.clientId,
      GATEWAY_DATA_DIR: await tempDir('pitboss-gw-process-'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  // `exitCode` stays null for a process killed by a signal: the event says it is gone
  let gone = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      gone = true;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (gone) throw new Error(`the gateway process exited before it was up:\n${output}`);
      const res = await fetch(`${url}/healthz`).catch(() => null);
      return res?.status === 200;
    },
    120_000,
    'the gateway process to answer /healthz',
  );
  return {
    url,
    child,
    exited,
    output: () => output,
    async call(type, procedure, input, cookie) {
      const headers: Record<string, string> = cookie ? { cookie: `pitboss_session=${cookie}` } : {};
      const res =
        type === 'query'
          ? await fetch(
              `${url}/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
              { headers },
            )
          : await fetch(`${url}/trpc/${procedure}`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify(input ?? null),
            });
      return { status: res.status, body: (await res.json()) as never };
    },
  };
}

/** The admin's session cookie value on a gateway process. */
export async function signInTo(gateway: GatewayProcess): Promise<string> {
  const res = await fetch(`${gateway.url}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin123!' }),
  });
  const cookie = /pitboss_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error(`sign-in failed: HTTP ${res.status} ${await res.text()}`);
  return cookie;
}
