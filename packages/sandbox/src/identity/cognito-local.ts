import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';

export interface CognitoLocalOptions {
  /** Port cognito-local listens on (default 9229). */
  port?: number;
  /** Working directory of cognito-local; its data lives in `<dataDir>/.cognito`. */
  dataDir: string;
  /** Milliseconds to wait for the port to answer (default 30 s). */
  startTimeoutMs?: number;
  /** Forward cognito-local's own log lines to this process's stdout/stderr (default false). */
  inheritOutput?: boolean;
  /**
   * Address cognito-local listens on (default `COGNITO_LOCAL_HOST`, else localhost); `0.0.0.0`
   * in a container, so other containers reach it.
   */
  host?: string;
  /**
   * The URL other services reach it by (default `http://localhost:<port>`): the tokens' issuer
   * is `<publicUrl>/<pool id>`, so it must be what the gateway and the sandbox fetch keys from.
   */
  publicUrl?: string;
}

export interface CognitoLocalHandle {
  /** Where this process reaches cognito-local (for the set-up calls). */
  endpoint: string;
  /** Where other services reach it; the tokens' issuer domain. */
  publicEndpoint: string;
  stop(): Promise<void>;
}

/** Absolute path of cognito-local's bin script, resolved from this package's dependencies. */
export function cognitoLocalBin(): string {
  const require = createRequire(import.meta.url);
  const pkgJsonPath = require.resolve('cognito-local/package.json');
  const pkg = require(pkgJsonPath) as { bin: string | Record<string, string> };
  const bin =
    typeof pkg.bin === 'string' ? pkg.bin : (pkg.bin['cognito-local'] ?? Object.values(pkg.bin)[0]);
  if (!bin) throw new Error('cognito-local has no bin entry');
  return path.join(path.dirname(pkgJsonPath), bin);
}

async function waitForPort(
  endpoint: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`cognito-local exited early with code ${child.exitCode}`);
    }
    try {
      await fetch(endpoint, { signal: AbortSignal.timeout(1000) });
      return; // any HTTP answer means it is listening
    } catch (err) {
      lastError = err;
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(
    `cognito-local did not answer on ${endpoint} within ${timeoutMs} ms: ${String(lastError)}`,
  );
}

async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          err.code === 'EADDRINUSE'
            ? `port ${port} is already in use (is another cognito-local running?)`
            : err.message,
        ),
      ),
    );
    srv.listen(port, () => srv.close(() => resolve()));
  });
}

/**
 * Starts cognito-local as a child process. Writes `.cognito/config.json` first so plain
 * usernames work (its default pool setting demands e-mail usernames).
 */
export async function startCognitoLocal(options: CognitoLocalOptions): Promise<CognitoLocalHandle> {
  const port = options.port ?? 9229;
  const dataDir = path.resolve(options.dataDir);
  const host = options.host ?? (process.env.COGNITO_LOCAL_HOST?.trim() || 'localhost');
  const publicEndpoint = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
  await assertPortFree(port);
  const cognitoDir = path.join(dataDir, '.cognito');
  await mkdir(cognitoDir, { recursive: true });
  await writeFile(
    path.join(cognitoDir, 'config.json'),
    JSON.stringify(
      {
        UserPoolDefaults: { UsernameAttributes: [] },
        TokenConfig: { IssuerDomain: publicEndpoint },
      },
      null,
      2,
    ),
  );

  // The child exits when its stdin closes, so a parent that dies without running its exit
  // handlers (SIGKILL, a crashed test worker) does not leave cognito-local behind.
  const guard = `process.stdin.on('end',()=>process.exit(0));process.stdin.on('error',()=>process.exit(0));process.stdin.resume();require(${JSON.stringify(cognitoLocalBin())});`;
  const child = spawn(process.execPath, ['-e', guard], {
    cwd: dataDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
    },
    stdio: options.inheritOutput ? ['pipe', 'inherit', 'inherit'] : ['pipe', 'ignore', 'pipe'],
  });
  child.stdin?.on('error', () => undefined);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });

  const killChild = (): void => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  process.once('exit', killChild);

  // Polled and set up from here: the listening address itself (any address: loopback).
  const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const endpoint = `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
  try {
    await waitForPort(endpoint, child, options.startTimeoutMs ?? 30_000);
  } catch (err) {
    killChild();
    process.removeListener('exit', killChild);
    throw new Error(`${(err as Error).message}${stderr ? `\n${stderr}` : ''}`, { cause: err });
  }

  let stopped: Promise<void> | undefined;
  return {
    endpoint,
    publicEndpoint,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        process.removeListener('exit', killChild);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      });
      return stopped;
    },
  };
}
