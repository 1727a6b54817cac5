// A throwaway PostgreSQL cluster for tests: installs Debian's postgresql when it is missing,
// initialises a cluster in a temporary folder and starts it on a free loopback port.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function findBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function installPostgres() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...args];
    execFileSync(cmd, rest, { stdio: 'inherit', env });
  };
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'postgresql']);
}

/** @returns {Promise<{ url: string, stop(): void }>} */
export async function startPostgres() {
  let bin = findBin();
  if (!bin) {
    installPostgres();
    bin = findBin();
    if (!bin) throw new Error('postgresql was installed but initdb is still missing');
  }
  const dir = mkdtempSync(join(tmpdir(), 'pitboss-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  // initdb refuses to run as root: run the cluster as the postgres user the package created.
  const asRoot = process.getuid?.() === 0;
  const as = (cmd, args) => {
    const full = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    const r = spawnSync(full[0], full[1], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  as(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'pitboss', '--no-sync', '-E', 'UTF8']);
  as(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'postgres.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
    '-w',
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://pitboss@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        as(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
