// Shared helpers of the benchmarks in tests/bench (scripts, not tests: see README "Benchmarks").
// Each bench starts its own local stack on free ports with fresh data, prints its figures, and
// writes `tests/artifacts/bench/<name>.json` with rows `{goal, target, measured, met}` that
// `pnpm bench` (run-all.mjs) gathers into one table.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { startLocalStack } from '../../scripts/local-stack.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
export const ARTIFACTS = join(HERE, '..', 'artifacts', 'bench');

// Same browser and flags as tests/stack.ts (a .ts module Node 20 cannot import from here).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const USERNAME = 'admin';
export const PASSWORD = 'Admin123!';

/** A number from the environment (benches are tuned with BENCH_* variables). */
export function envNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number (got "${raw}")`);
  return n;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Count, mean, median, p95, p99 and max of a list of numbers (one decimal). */
export function stats(values) {
  const v = [...values].sort((a, b) => a - b);
  const at = (q) => v[Math.min(v.length - 1, Math.floor(q * v.length))] ?? 0;
  const sum = v.reduce((a, b) => a + b, 0);
  const r = (x) => +x.toFixed(1);
  return {
    count: v.length,
    mean: r(sum / Math.max(1, v.length)),
    median: r(at(0.5)),
    p95: r(at(0.95)),
    p99: r(at(0.99)),
    max: r(v[v.length - 1] ?? 0),
  };
}

export const median = (values) => stats(values).median;

/** The middle value of a list (the upper one of an even count), not rounded: for ratios. */
export const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The 1-minute load average, as `uptime` shows it, noted with every figure. */
export function load() {
  return loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
}

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat. */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // the command may hold spaces: fields start after the last ')'
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / CLOCK_TICKS;
}

/** Resident memory of a process in MB, from /proc/<pid>/status. */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return +(kb / 1024).toFixed(1);
}

/**
 * A local stack (cognito-local, sandbox, gateway) on free ports with fresh data. `gatewayPid` is
 * the gateway process, for CPU and memory readings.
 */
export async function startStack({
  eventRate = 0,
  env = {},
  mains,
  ports: fixed = {},
  gatewayAdminApiUrl,
} = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pitboss-bench-'));
  const ports = {
    cognito: await freePort(),
    sandbox: await freePort(),
    gateway: await freePort(),
    ...fixed,
  };
  const stack = await startLocalStack({
    dataDir,
    fresh: true,
    ports,
    eventRate,
    mains,
    gatewayAdminApiUrl,
    quiet: process.env.BENCH_VERBOSE !== '1',
    env: {
      LOGIN_RATE_LIMIT_MAX_PER_IP: '100000',
      LOGIN_RATE_LIMIT_MAX_PER_USERNAME: '100000',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      ...env,
    },
  });
  const pidOf = (name) => stack.children.find((c) => c.name === name)?.child.pid;
  return {
    ...stack,
    gatewayPid: pidOf('gateway'),
    sandboxPid: pidOf('sandbox'),
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** auth.login over plain HTTP; returns the session cookie (`pitboss_session=…`). */
export async function signIn(baseUrl, username = USERNAME, password = PASSWORD) {
  const res = await fetch(`${baseUrl}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, password }),
  });
  const body = await res.json();
  if (res.status !== 200 || body.result?.data?.status !== 'SIGNED_IN')
    throw new Error(`sign-in failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie.startsWith('pitboss_session=')) throw new Error('sign-in gave no session cookie');
  return cookie;
}

/** An access token for the admin API itself (straight from the local identity, as the gateway gets one). */
export async function accessToken(identityFile, username = USERNAME, password = PASSWORD) {
  const identity = JSON.parse(readFileSync(identityFile, 'utf8'));
  const res = await fetch(identity.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: identity.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  });
  const body = await res.json();
  const token = body.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`cognito sign-in failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  return token;
}

/** The `slots.filter` input the CPU benches call with: a page of 32 slots. */
export const FILTER_INPUT = { page: 1, limit: 32, order: 'ASC', sort: 'default', status: 'all' };

/** A tRPC query URL (GET, input as JSON in the query string). */
export function trpcUrl(baseUrl, procedure, input) {
  return `${baseUrl}/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;
}

/** `n` sequential GETs of `url`; throws on an answer other than 200. */
export async function getSequentially(url, headers, n) {
  for (let i = 0; i < n; i += 1) {
    const res = await fetch(url, { headers });
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }
}

/** One row of the `pnpm bench` table. */
export function row(goal, target, measured, met, note = '') {
  return { goal, target, measured, met, note };
}

/** Writes tests/artifacts/bench/<name>.json (rows + details + the load) and prints the rows. */
export function report(name, rows, details = {}) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const out = { bench: name, at: new Date().toISOString(), load: load(), rows, details };
  writeFileSync(join(ARTIFACTS, `${name}.json`), JSON.stringify(out, null, 2));
  for (const r of rows)
    console.log(
      `${r.met ? 'MET ' : 'MISS'} ${r.goal}: ${r.measured} (goal ${r.target})${r.note ? ` — ${r.note}` : ''}`,
    );
  console.log(`load average: ${out.load}`);
  return out;
}

/** Runs a bench's main, printing its error and setting the exit code on failure. */
export function runMain(main) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}

/**
 * Opens `n` relay sockets with this session, 50 at a time; resolves when all are connected. On a
 * failure every socket opened so far is closed.
 */
export async function openSockets(base, cookie, n) {
  const sockets = [];
  const open = (i) => {
    const socket = io(base, {
      path: '/live',
      transports: ['websocket'],
      extraHeaders: { cookie, origin: base },
      reconnection: false,
      forceNew: true,
      timeout: 60_000,
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', (err) => reject(new Error(`socket ${i}: ${err.message}`)));
    });
  };
  try {
    for (let i = 0; i < n; i += 50)
      await Promise.all(Array.from({ length: Math.min(50, n - i) }, (_, j) => open(i + j)));
  } catch (err) {
    for (const s of sockets) s.close();
    throw err;
  }
  return sockets;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
