// The Compose plugin (`docker compose`) for the operations tests. Debian 12 packages only Compose
// 1.29 (`docker-compose`); Debian's next release packages Compose 2 as `docker-compose`, a single
// plugin binary. Where no plugin is installed, that package is fetched with `apt-get download` from
// the mirror this machine's apt already uses and unpacked into a Docker config folder of the
// project's own (`.cache/docker`), so both spellings can be tried without changing the system.
// A machine with the plugin installed uses its own. Plain Node: no dependencies.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, log } from './lib.mjs';
import { debianMirror, sh } from './docker.mjs';

/** The Debian release whose `docker-compose` package is Compose 2 (the plugin). */
const PLUGIN_SUITE = 'trixie';
const CONFIG_DIR = join(ROOT, '.cache', 'docker');

const pluginAnswers = (env) =>
  spawnSync('docker', ['compose', 'version'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });

/**
 * The environment under which `docker compose` is the Compose plugin: `{}` when the machine has
 * it, else `{ DOCKER_CONFIG }` naming the project's own folder, fetched the first time. Throws with
 * the reason when it cannot be had (never skips).
 */
export function composePluginEnv() {
  if (pluginAnswers({}).status === 0) return {};
  const env = { DOCKER_CONFIG: CONFIG_DIR };
  if (pluginAnswers(env).status === 0) return env;

  const work = mkdtempSync(join(tmpdir(), 'pitboss-compose-plugin-'));
  try {
    const list = join(work, 'sources.list');
    writeFileSync(list, `deb ${debianMirror()} ${PLUGIN_SUITE} main\n`);
    const apt = [
      '-o',
      `Dir::Etc::sourcelist=${list}`,
      '-o',
      'Dir::Etc::sourceparts=-',
      '-o',
      `Dir::State::Lists=${join(work, 'lists')}`,
      '-o',
      `Dir::Cache=${join(work, 'cache')}`,
      '-o',
      'APT::Sandbox::User=root',
    ];
    mkdirSync(join(work, 'lists', 'partial'), { recursive: true });
    mkdirSync(join(work, 'cache', 'archives', 'partial'), { recursive: true });
    log(`fetching the Compose plugin: Debian ${PLUGIN_SUITE}'s docker-compose package`);
    sh('apt-get', [...apt, 'update']);
    sh('apt-get', [...apt, 'download', 'docker-compose'], { cwd: work });
    const deb = readdirSync(work).find((f) => /^docker-compose_2[^/]*\.deb$/.test(f));
    if (!deb) throw new Error(`Debian ${PLUGIN_SUITE} offered no Compose 2 package`);
    sh('dpkg-deb', ['-x', join(work, deb), join(work, 'root')]);
    const plugins = join(CONFIG_DIR, 'cli-plugins');
    mkdirSync(plugins, { recursive: true });
    copyFileSync(
      join(work, 'root/usr/libexec/docker/cli-plugins/docker-compose'),
      join(plugins, 'docker-compose'),
    );
    chmodSync(join(plugins, 'docker-compose'), 0o755);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const r = pluginAnswers(env);
  if (r.status !== 0) throw new Error(`the Compose plugin does not answer: ${r.stderr}`);
  log(`the Compose plugin: ${r.stdout.trim()} (DOCKER_CONFIG=${CONFIG_DIR})`);
  return env;
}
