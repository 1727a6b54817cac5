// Starts the local stack of ARCHITECTURE.md ("The local stack"): cognito-local with the seeded
// pool, the sandbox admin API, and the gateway serving the web app. Used by `npm start` and by the
// end-to-end tests (which pass their own ports and a throwaway data folder).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { prettyFactory } from 'pino-pretty';
import { ROOT } from './lib.mjs';

const COLOURS = { identity: 35, sandbox: 33, gateway: 32, gateway2: 36 };

/**
 * The services log JSON lines (what a log collector wants in production). Shown in a terminal,
 * each is rendered as one readable line by pino-pretty; piped elsewhere (tests, CI, a file), the
 * JSON is kept as it is.
 */
const pretty = prettyFactory({
  colorize: true,
  singleLine: true,
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'pid,hostname,reqId',
});

function readable(line, out) {
  if (!out.isTTY || !line.startsWith('{')) return line;
  try {
    return pretty(line).trimEnd();
  } catch {
    return line;
  }
}

function prefixed(name, stream, out, quiet) {
  const rl = createInterface({ input: stream });
  rl.on('line', (line) => {
    if (!quiet)
      out.write(`\x1b[${COLOURS[name] ?? 37}m${name.padEnd(8)}|\x1b[0m ${readable(line, out)}\n`);
  });
}

async function waitFor(check, what, timeoutMs, child) {
  const started = Date.now();
  let lastError;
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) {
      throw new Error(`${what}: the process exited with code ${child.exitCode}`);
    }
    try {
      if (await check()) return;
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `${what} did not become ready in ${timeoutMs} ms${lastError ? ` (${lastError.message})` : ''}`,
  );
}

/**
 * Fails fast when a port is taken, rather than talking to whatever holds it; the message names
 * the setting that moves it (docs/configuration.md).
 */
function ensurePortFree(port, what, setting) {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', () =>
      reject(
        new Error(
          `port ${port} (${what}) is already in use: stop whatever holds it, or set ${setting} to a free port`,
        ),
      ),
    );
    server.listen(port, '0.0.0.0', () => server.close(() => resolvePromise()));
  });
}

/** The sandbox's data folder under the stack's: `sandbox`, or `sandbox-scale5` at SANDBOX_SCALE=5. */
function sandboxFolder(scale) {
  return scale && scale !== '1' ? `sandbox-scale${scale}` : 'sandbox';
}

async function answers(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return res.status > 0;
}

/**
 * The build outputs the stack needs, as `pnpm -r build` writes them. Returns what is missing.
 * @param {{identity: string, sandbox: string, gateway: string}} mains
 * @param {string} webDist
 */
export function missingBuildOutputs(mains, webDist) {
  const needed = [
    ['cognito-local set-up (@pitboss/sandbox)', mains.identity],
    ['sandbox admin API (@pitboss/sandbox)', mains.sandbox],
    ['gateway (@pitboss/gateway)', mains.gateway],
    ['web app (@pitboss/web)', join(webDist, 'index.html')],
  ];
  return needed.filter(([, file]) => !existsSync(file)).map(([what, file]) => `${what}: ${file}`);
}

/** The services' entry points and the web build as `pnpm -r build` writes them. */
export function defaultMains() {
  return {
    identity: join(ROOT, 'packages/sandbox/dist/identity/main.js'),
    sandbox: join(ROOT, 'packages/sandbox/dist/main.js'),
    gateway: join(ROOT, 'packages/gateway/dist/main.js'),
    webDist: resolve(ROOT, process.env.WEB_DIST_DIR ?? 'packages/web/dist'),
  };
}

/**
 * @param {object} options
 * @param {string} [options.dataDir] folder for every service's data (default `.data`)
 * @param {{cognito?: number, sandbox?: number, gateway?: number}} [options.ports]
 * @param {number} [options.eventRate] casino events per second from the sandbox
 * @param {boolean} [options.fresh] delete the data folder first
 * @param {boolean} [options.quiet] do not echo the services' output
 * @param {Record<string,string>} [options.env] extra environment for every service
 * @param {string} [options.gatewayAdminApiUrl] where the gateways reach the admin API (a proxy in front of the sandbox)
 * @param {{identity?: string, sandbox?: string, gateway?: string}} [options.mains] the services'
 *   entry points (default: the workspace's built packages; the image layout passes its own)
 * @param {number[]} [options.extraGateways] ports of more gateway instances (scale-out)
 * @param {boolean} [options.withGateway] start the gateway too (default true; `pnpm dev` runs its
 *   own in watch mode)
 * @param {string} [options.webDist] the web build the gateway serves (default packages/web/dist)
 * Refuses to start (throws, naming each file) when a service's build output is missing.
 */
export async function startLocalStack(options = {}) {
  const dataDir = resolve(ROOT, options.dataDir ?? '.data');
  if (options.fresh) rmSync(dataDir, { recursive: true, force: true });
  // every service's data (sessions, audit, the catalogue, cognito-local's keys): its owner's alone
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const ports = { cognito: 9229, sandbox: 4010, gateway: 8080, ...options.ports };
  const out = options.out ?? process.stdout;
  const children = [];
  const identityFile = join(dataDir, 'cognito', 'identity.json');
  const sandboxUrl = `http://localhost:${ports.sandbox}`;
  const gatewayUrl = `http://localhost:${ports.gateway}`;
  const baseEnv = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    ...options.env,
  };

  const start = (name, script, env) => {
    const child = spawn(process.execPath, [script], {
      cwd: ROOT,
      env: { ...baseEnv, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    prefixed(name, child.stdout, out, options.quiet);
    prefixed(name, child.stderr, out, options.quiet);
    children.push({ name, child });
    return child;
  };

  const stop = async () => {
    for (const { child } of [...children].reverse()) {
      if (child.exitCode === null) child.kill('SIGTERM');
    }
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise((r) => {
            if (child.exitCode !== null) return r();
            const t = setTimeout(() => {
              child.kill('SIGKILL');
              r();
            }, 5000);
            child.on('exit', () => {
              clearTimeout(t);
              r();
            });
          }),
      ),
    );
  };

  const mains = { ...defaultMains(), ...options.mains };
  const webDist = resolve(
    ROOT,
    options.webDist ?? options.env?.WEB_DIST_DIR ?? process.env.WEB_DIST_DIR ?? 'packages/web/dist',
  );
  const missing = missingBuildOutputs(mains, webDist).filter(
    // without the gateway (pnpm dev runs its own), neither it nor the web build is needed
    (line) => options.withGateway !== false || !/^(gateway|web app) /.test(line),
  );
  if (missing.length) {
    throw new Error(
      `the local stack cannot start: build output is missing (run pnpm -r build):\n  ${missing.join('\n  ')}`,
    );
  }

  const services = [];
  await ensurePortFree(ports.cognito, 'cognito-local', 'COGNITO_LOCAL_PORT');
  await ensurePortFree(ports.sandbox, 'sandbox', 'SANDBOX_PORT');
  if (options.withGateway !== false) await ensurePortFree(ports.gateway, 'gateway', 'PORT');
  for (const port of options.extraGateways ?? []) await ensurePortFree(port, 'gateway', 'PORT');
  try {
    rmSync(identityFile, { force: true });
    const identity = start('identity', mains.identity, {
      COGNITO_LOCAL_PORT: String(ports.cognito),
      COGNITO_DATA_DIR: join(dataDir, 'cognito'),
    });
    await waitFor(
      async () => existsSync(identityFile),
      'cognito-local (identity)',
      60_000,
      identity,
    );
    services.push(`cognito-local  http://localhost:${ports.cognito}`);

    const sandbox = start('sandbox', mains.sandbox, {
      SANDBOX_PORT: String(ports.sandbox),
      // a folder per scale: a sandbox folder refuses to start at another scale than it was seeded at
      SANDBOX_DATA_DIR: join(dataDir, sandboxFolder(baseEnv.SANDBOX_SCALE)),
      SANDBOX_IDENTITY_FILE: identityFile,
      ...(options.eventRate !== undefined ? { SANDBOX_EVENT_RATE: String(options.eventRate) } : {}),
    });
    await waitFor(
      () => answers(`${sandboxUrl}/system/health/ready`),
      'sandbox admin API',
      120_000,
      sandbox,
    );
    services.push(`sandbox API    ${sandboxUrl}`);

    if (options.withGateway !== false) {
      for (const [index, port] of [ports.gateway, ...(options.extraGateways ?? [])].entries()) {
        const name = index === 0 ? 'gateway' : `gateway${index + 1}`;
        const url = `http://localhost:${port}`;
        const child = start(name, mains.gateway, {
          PORT: String(port),
          ADMIN_API_URL: options.gatewayAdminApiUrl ?? sandboxUrl,
          AUTH_MODE: 'local',
          COGNITO_IDENTITY_FILE: identityFile,
          AUTH_BYPASS: 'true',
          GATEWAY_DATA_DIR: join(dataDir, name),
          WEB_DIST_DIR: webDist,
        });
        await waitFor(() => answers(`${url}/healthz`), name, 120_000, child);
        services.push(`${index === 0 ? 'Pitboss       ' : `${name.padEnd(14)}`} ${url}`);
      }
    }
  } catch (err) {
    await stop();
    throw err;
  }

  return { dataDir, ports, identityFile, sandboxUrl, gatewayUrl, services, children, stop };
}
