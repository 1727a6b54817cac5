// Helpers shared by `npm start` and `npm test`. Plain Node (no dependencies): these scripts run
// before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '12.21.0';

/**
 * What `npm start` says once the local stack is up: the seeded administrator of the local
 * identity pool, whose password the README gives too. The only place a run's logs may show it.
 */
export const startBanner = (url) =>
  `open ${url} and sign in as admin / Admin123! (Ctrl-C stops everything)`;

export function log(msg) {
  process.stdout.write(`\x1b[36m[pitboss]\x1b[0m ${msg}\n`);
}

/**
 * Runs a command with inherited output; resolves on exit 0, rejects otherwise. With `timeoutMs`,
 * the command runs in its own process group and the whole group is killed when the time is up: a
 * hung suite fails with the reason instead of holding CI until its own limit.
 */
export function run(cmd, args, { timeoutMs, ...opts } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, {
      stdio: 'inherit',
      cwd: ROOT,
      ...opts,
      detached: Boolean(timeoutMs),
    });
    const killGroup = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    let timedOut = false;
    const timer = timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          log(`${cmd} ${args.join(' ')}: still running after ${timeoutMs / 60_000} min, killed`);
          killGroup();
        }, timeoutMs)
      : null;
    if (timeoutMs) process.once('exit', killGroup);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (timer) clearTimeout(timer);
      if (timeoutMs) process.off('exit', killGroup);
      if (timedOut) reject(new Error(`${cmd} did not finish within ${timeoutMs / 60_000} min`));
      else if (code === 0) resolvePromise();
      else reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

function works(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'ignore' });
  return r.status === 0;
}

/** pnpm comes from npm, never corepack (corepack cannot reach its download host here). */
export async function ensurePnpm() {
  if (works('pnpm', ['--version'])) return 'pnpm';
  log(`pnpm is missing: installing pnpm@${PNPM_VERSION} from npm`);
  try {
    await run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
    if (works('pnpm', ['--version'])) return 'pnpm';
  } catch (err) {
    log(`global install failed (${err.message}); falling back to npx`);
  }
  return null;
}

/** Runs pnpm, through npx when it could not be installed globally. */
export function pnpm(args, opts) {
  if (works('pnpm', ['--version'])) return run('pnpm', args, opts);
  return run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], opts);
}

export async function install() {
  await ensurePnpm();
  log('installing dependencies (pnpm install --frozen-lockfile)');
  await pnpm(['install', '--frozen-lockfile']);
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `apt-get update` then `apt-get install` of Debian packages (through sudo when not root). */
export async function aptInstall(packages) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const aptGet = (args) =>
    sudo.length ? run('sudo', ['apt-get', ...args], { env }) : run('apt-get', args, { env });
  await aptGet(['update']);
  await aptGet(['install', '-y', '--no-install-recommends', ...packages]);
}

/** The end-to-end tests drive Debian's Chromium; install it with apt-get when missing. */
export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  log(`${CHROMIUM} is missing: installing Debian's chromium with apt-get`);
  await aptInstall(['chromium', 'fonts-liberation']);
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} is still missing`);
}

export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

/** The scale-out test puts Debian's HAProxy in front of the gateways; installed with apt-get when missing. */
export async function ensureHaproxy() {
  if (existsSync(HAPROXY)) return HAPROXY;
  log(`${HAPROXY} is missing: installing Debian's haproxy with apt-get`);
  await aptInstall(['haproxy']);
  if (!existsSync(HAPROXY)) throw new Error(`apt-get finished but ${HAPROXY} is still missing`);
  return HAPROXY;
}
