// docker-compose.yml is validated with Debian's docker-compose (no Docker engine runs here).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ROOT } from '../../scripts/lib.mjs';

function ensureDockerCompose() {
  if (spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0) return;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    execFileSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env,
    });
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'docker-compose']);
}

const compose = (args, cwd = ROOT) =>
  spawnSync('docker-compose', args, { cwd, encoding: 'utf8', env: { ...process.env, PWD: cwd } });

test('docker-compose.yml is valid, alone and with .env.example', () => {
  ensureDockerCompose();
  const plain = compose(['-f', 'docker-compose.yml', 'config', '-q']);
  assert.equal(plain.status, 0, plain.stderr);
  const withEnv = compose([
    '-f',
    'docker-compose.yml',
    '--env-file',
    '.env.example',
    'config',
    '-q',
  ]);
  assert.equal(withEnv.status, 0, withEnv.stderr);
});

test('the local and postgres profiles add the sandbox, cognito-local and Postgres', () => {
  ensureDockerCompose();
  const all = compose(['--profile', 'local', '--profile', 'postgres', 'config', '--services']);
  assert.equal(all.status, 0, all.stderr);
  assert.deepEqual(all.stdout.trim().split('\n').sort(), [
    'cognito',
    'gateway',
    'postgres',
    'sandbox',
  ]);
  const resolved = compose(['--profile', 'local', 'config']).stdout;
  // the same image, other commands; health checks and named volumes
  assert.match(resolved, /sandbox\/dist\/main\.js/);
  assert.match(resolved, /sandbox\/dist\/identity\/main\.js/);
  assert.equal((resolved.match(/healthcheck:/g) ?? []).length >= 3, true);
  for (const volume of ['gateway-data', 'sandbox-data', 'cognito-data', 'postgres-data']) {
    assert.match(resolved, new RegExp(`${volume}:`));
  }
  const source = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
  assert.match(source, /profiles: \[local\]/);
  assert.match(source, /profiles: \[postgres\]/);
  assert.match(source, /condition: service_healthy/);
});

test('the validator is real: a broken compose file is refused', () => {
  ensureDockerCompose();
  const dir = mkdtempSync(join(tmpdir(), 'pitboss-compose-'));
  writeFileSync(
    join(dir, 'docker-compose.yml'),
    'services:\n  gateway:\n    image: x\n    ports: 8080\n    nonsense_key: 1\n',
  );
  const broken = compose(['config', '-q'], dir);
  assert.notEqual(broken.status, 0);
});
