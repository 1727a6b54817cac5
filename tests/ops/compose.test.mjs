// docker-compose.yml validated without an engine (cheap; docker.test.mjs runs it for real):
// valid alone and with .env.example, the services of each profile, the settings that keep the
// gateway alone in production.
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

/** The resolved file's services, each with its profiles (none: always on). */
function serviceProfiles() {
  const r = compose(['config']);
  assert.equal(r.status, 0, r.stderr);
  const section = r.stdout.split(/^services:\n/m)[1].split(/^\S/m)[0];
  return Object.fromEntries(
    section
      .split(/^ {2}(?=[\w-]+:\n)/m)
      .filter(Boolean)
      .map((block) => [
        block.slice(0, block.indexOf(':')),
        [
          ...(block.match(/^ {4}profiles:\n((?: {4}- .*\n)+)/m)?.[1].matchAll(/- (\S+)/g) ?? []),
        ].map((m) => m[1]),
      ]),
  );
}

test('each profile brings its services: the gateway alone, local, postgres with the load balancer', () => {
  ensureDockerCompose();
  const profiles = serviceProfiles();
  const enabled = (active) =>
    Object.entries(profiles)
      .filter(([, p]) => p.length === 0 || p.some((x) => active.includes(x)))
      .map(([name]) => name)
      .sort();
  assert.deepEqual(enabled([]), ['gateway']);
  assert.deepEqual(enabled(['local']), ['cognito', 'gateway', 'sandbox']);
  assert.deepEqual(enabled(['postgres']), ['gateway', 'lb', 'postgres']);
});

test('the gateway service cannot be put in local mode by compose defaults', () => {
  ensureDockerCompose();
  const resolved = compose(['--profile', 'local', '--profile', 'postgres', 'config']);
  assert.equal(resolved.status, 0, resolved.stderr);
  const gateway = resolved.stdout.split(/\n {2}(?=\w)/).find((s) => s.startsWith('gateway:'));
  assert.ok(gateway, resolved.stdout);
  // No endpoint, identity file or bypass in its environment, AUTH_MODE empty even with the local
  // profile: only AUTH_MODE=local opts it in (docker/gateway-entry.mjs); NODE_ENV empty is
  // production.
  assert.doesNotMatch(gateway, /COGNITO_ENDPOINT|COGNITO_IDENTITY_FILE|AUTH_BYPASS/);
  assert.match(gateway, /AUTH_MODE: ''/);
  assert.match(gateway, /NODE_ENV: ''/);
  assert.match(gateway, /stop_grace_period: 30s/);
  const source = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
  assert.match(source, /max-size: 10m/);
  assert.match(source, /type: tmpfs/);
  assert.match(source, /condition: service_healthy/);
  for (const volume of [
    'gateway-data',
    'upload-spool',
    'sandbox-data',
    'cognito-data',
    'postgres-data',
  ]) {
    assert.match(resolved.stdout, new RegExp(`${volume}:`));
  }
});

test('the gateway runs under a memory limit, 2 GiB unless GATEWAY_MEMORY_LIMIT sets it', () => {
  ensureDockerCompose();
  // empty unless a case sets it: neither the shell nor a developer's .env decides the default
  const limitOf = (env) => {
    const r = spawnSync('docker-compose', ['config'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, PWD: ROOT, GATEWAY_MEMORY_LIMIT: '', ...env },
    });
    assert.equal(r.status, 0, r.stderr);
    const gateway = r.stdout.split(/\n {2}(?=\w)/).find((s) => s.startsWith('gateway:'));
    return gateway?.match(/^ {4}mem_limit: (\S+)$/m)?.[1];
  };
  assert.equal(limitOf({}), '2g');
  assert.equal(limitOf({ GATEWAY_MEMORY_LIMIT: '512m' }), '512m');
});

test('every published port listens on the host loopback unless PUBLISH_ADDRESS opens it', () => {
  ensureDockerCompose();
  const published = (env) => {
    const r = spawnSync(
      'docker-compose',
      ['--profile', 'local', '--profile', 'postgres', 'config'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, PWD: ROOT, ...env },
      },
    );
    assert.equal(r.status, 0, r.stderr);
    return [...r.stdout.matchAll(/^ {4}ports:\n((?: {4}- .*\n)+)/gm)].flatMap((m) =>
      [...m[1].matchAll(/- (\S+)/g)].map((p) => p[1]),
    );
  };
  const loopback = published({});
  // gateway, sandbox and load balancer
  assert.equal(loopback.length, 3, loopback.join(' '));
  for (const port of loopback) assert.match(port, /^127\.0\.0\.1:/);
  for (const port of published({ PUBLISH_ADDRESS: '0.0.0.0' })) assert.match(port, /^0\.0\.0\.0:/);
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

test('every gateway and sandbox variable of the configuration schemas reaches its container', async () => {
  ensureDockerCompose();
  const { FIXED_IN_CONTAINER, SCHEMA_FILES, schemaKeys } =
    await import('../../scripts/checks/config-docs.mjs');
  const wanted = {
    gateway: [
      ...schemaKeys(SCHEMA_FILES.gateway),
      'THEME_THUMBNAIL_URL',
      'THEME_LANDSCAPE_URL',
      'THEME_VIDEO_URL',
    ].filter((k) => !FIXED_IN_CONTAINER.gateway.includes(k)),
    sandbox: schemaKeys(SCHEMA_FILES.sandbox).filter(
      (k) => !FIXED_IN_CONTAINER.sandbox.includes(k),
    ),
  };
  const vars = Object.fromEntries(
    Object.values(wanted)
      .flat()
      .map((k) => [k, `value-of-${k.toLowerCase()}`]),
  );
  const r = spawnSync(
    'docker-compose',
    ['-f', 'docker-compose.yml', '--profile', 'local', 'config'],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, PWD: ROOT, ...vars } },
  );
  assert.equal(r.status, 0, r.stderr);
  const services = r.stdout.split(/\n {2}(?=[\w-]+:\n)/);
  for (const [service, keys] of Object.entries(wanted)) {
    const block = services.find((s) => s.startsWith(`${service}:`));
    assert.ok(block, `the ${service} service in:\n${r.stdout}`);
    const missing = keys.filter((k) => !block.includes(`${k}: value-of-${k.toLowerCase()}`));
    assert.deepEqual(missing, [], `${service}: variables that do not reach the container`);
  }
});
