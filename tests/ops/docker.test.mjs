// The real thing under a real Docker engine: both image targets build, the gateway alone stays
// in production, the local profile comes up and is driven in Chromium through the container, and
// the postgres profile serves three gateways behind HAProxy. Docker is installed and started when
// missing; when it cannot run, these tests fail with the reason (never skip).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { io } from 'socket.io-client';
import { ROOT, log } from '../../scripts/lib.mjs';
import {
  BASE_IMAGES,
  dockerBuild,
  ensureBaseImages,
  ensureDocker,
  imageExists,
  sh,
} from '../../scripts/docker.mjs';
import { composePluginEnv } from '../../scripts/compose-plugin.mjs';
import { runLogPath } from '../../scripts/run-logs.mjs';
import { freePort, sessionOf, signIn } from './support.mjs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// tests/stack.ts' CHROMIUM_ARGS (that module is TypeScript; node:test runs plain JavaScript).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const SHOTS = join(ROOT, 'tests/artifacts/ops-docker');
const IMAGES = { gateway: 'pitboss:ops-test', sandbox: 'pitboss-sandbox:ops-test' };
const timings = {};
const work = mkdtempSync(join(tmpdir(), 'pitboss-docker-'));
// Compose reads .env beside docker-compose.yml: the tests use an empty one instead.
const emptyEnvFile = join(work, 'empty.env');
writeFileSync(emptyEnvFile, '');
const projects = new Set();
let ready = null;

const time = async (name, fn) => {
  const t = Date.now();
  try {
    return await fn();
  } finally {
    timings[name] = Math.round((Date.now() - t) / 1000);
  }
};

/** `docker compose` (v2) when installed, else Debian's `docker-compose` 1.29. */
const COMPOSE = (() => {
  const v2 = spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' });
  return v2.status === 0 ? ['docker', 'compose'] : ['docker-compose'];
})();
/** A project run by another spelling than COMPOSE: its command and the variables it needs. */
const spellings = new Map();
const spellingOf = (project) => spellings.get(project) ?? { cmd: COMPOSE, env: {} };

/** A clean environment for compose: this process's variables must not leak into the file. */
function composeEnv(vars) {
  const keep = ['PATH', 'HOME', 'DOCKER_HOST', 'DOCKER_CONFIG', 'LANG'];
  return {
    ...Object.fromEntries(keep.filter((k) => process.env[k]).map((k) => [k, process.env[k]])),
    ...vars,
  };
}

/**
 * The images compose looks for in a project, named after it (`<project>_<service>` for 1.29,
 * `<project>-<service>` for the plugin): the images built once above, tagged with those names.
 */
const projectImages = (project) =>
  ['_', '-'].flatMap((sep) => [
    [IMAGES.gateway, `${project}${sep}gateway`],
    [IMAGES.sandbox, `${project}${sep}sandbox`],
    [IMAGES.sandbox, `${project}${sep}cognito`],
  ]);

function compose(project, args, vars = {}, opts = {}) {
  if (!projects.has(project))
    for (const [image, name] of projectImages(project)) sh('docker', ['tag', image, name]);
  projects.add(project);
  const spelling = spellingOf(project);
  const [cmd, ...pre] = spelling.cmd;
  return sh(
    cmd,
    [...pre, '--env-file', emptyEnvFile, '-p', project, '-f', 'docker-compose.yml', ...args],
    { cwd: ROOT, env: composeEnv({ ...spelling.env, ...vars }), ...opts },
  );
}

/**
 * Adds what every container of a project logged so far to one of the run's logs (searched for
 * secrets by tests/ops/log-hygiene): before containers are removed, with their logs.
 */
function keepLogs(project, log) {
  const spelling = spellingOf(project);
  const [cmd, ...pre] = spelling.cmd;
  const r = spawnSync(
    cmd,
    [...pre, '--env-file', emptyEnvFile, '-p', project, 'logs', '--no-color'],
    { cwd: ROOT, env: composeEnv(spelling.env), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  appendFileSync(runLogPath(log), `${r.stdout}${r.stderr}`);
}

function down(project, log) {
  keepLogs(project, log);
  const spelling = spellingOf(project);
  const [cmd, ...pre] = spelling.cmd;
  const r = spawnSync(
    cmd,
    [
      ...pre,
      '--env-file',
      emptyEnvFile,
      '-p',
      project,
      '-f',
      'docker-compose.yml',
      '--profile',
      'local',
      '--profile',
      'postgres',
      'down',
      '-v',
      '--remove-orphans',
      '-t',
      '20',
    ],
    { cwd: ROOT, env: composeEnv(spelling.env), encoding: 'utf8' },
  );
  if (r.status !== 0) log(`compose down ${project} failed: ${r.stderr}`);
  spawnSync('docker', ['rmi', ...projectImages(project).map(([, name]) => name)], {
    stdio: 'ignore',
  });
  projects.delete(project);
}

const projectName = (what) => `pitboss-ops-${what}-${process.pid}`;

async function waitFor(check, what, ms) {
  const started = Date.now();
  let last;
  while (Date.now() - started < ms) {
    try {
      const ok = await check();
      if (ok) return ok;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${what} within ${ms / 1000} s${last ? `: ${last.message}` : ''}`);
}

const imageSize = (tag) => Number(sh('docker', ['image', 'inspect', '-f', '{{.Size}}', tag]));
const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;
const inImage = (image, script) =>
  sh('docker', ['run', '--rm', '--entrypoint', 'sh', image, '-c', script]);

/** A container's memory limit in bytes (0: none). */
const memoryLimitOf = (id) =>
  Number(sh('docker', ['inspect', '-f', '{{.HostConfig.Memory}}', id]).trim());

function logsOf(project, service) {
  const spelling = spellingOf(project);
  const [cmd, ...pre] = spelling.cmd;
  return spawnSync(
    cmd,
    [...pre, '--env-file', emptyEnvFile, '-p', project, 'logs', '--no-color', service],
    { cwd: ROOT, env: composeEnv(spelling.env), encoding: 'utf8' },
  ).stdout;
}

before(async () => {
  const t = Date.now();
  await time('engine', () => ensureDocker());
  const made = await time('base images', () => ensureBaseImages());
  if (made.length) log(`made base images locally: ${made.join(', ')}`);
  // The inner stages are tagged too: the layer cache of this machine then stays reachable, and
  // each run's replaced images can be removed without touching the layers still in use.
  const stages = [
    ['manifests', 'pitboss-manifests:ops-test'],
    ['build', 'pitboss-build:ops-test'],
    ['sandbox', IMAGES.sandbox],
    ['gateway', IMAGES.gateway],
  ];
  for (const [target, tag] of stages) {
    const previous = imageExists(tag)
      ? sh('docker', ['image', 'inspect', '-f', '{{.Id}}', tag]).trim()
      : null;
    await time(`build ${target}`, () =>
      dockerBuild(['--target', target, '-t', tag, '.'], { cwd: ROOT }),
    );
    const now = sh('docker', ['image', 'inspect', '-f', '{{.Id}}', tag]).trim();
    if (previous && previous !== now) spawnSync('docker', ['rmi', previous], { stdio: 'ignore' });
  }
  ready = Math.round((Date.now() - t) / 1000);
});

after(() => {
  for (const project of [...projects])
    down(project, project.includes('-pg-') ? 'dockerPostgresProfile' : 'dockerLocalProfile');
  rmSync(work, { recursive: true, force: true });
  log(`docker tests, seconds: ${JSON.stringify({ ...timings, 'engine+images+builds': ready })}`);
});

test('both targets build; the gateway image holds production code only, runs as node', () => {
  const base = imageSize(BASE_IMAGES.node);
  for (const target of ['gateway', 'sandbox']) {
    const size = imageSize(IMAGES[target]);
    log(`image ${target}: ${mb(size)} (${mb(size - base)} over ${BASE_IMAGES.node})`);
    const config = JSON.parse(
      sh('docker', ['image', 'inspect', '-f', '{{json .Config}}', IMAGES[target]]),
    );
    assert.equal(config.User, 'node', `${target} runs as node`);
    assert.ok(config.Healthcheck?.Test?.length, `${target} has a HEALTHCHECK`);
    assert.ok(!config.Volumes, `${target} declares no anonymous volume`);
    assert.equal(
      config.Cmd[0],
      'node',
      `${target}: node is PID 1 and gets the signals (exec form)`,
    );
  }
  const gateway = inImage(
    IMAGES.gateway,
    [
      'id -u',
      'ls /app',
      'ls /app/gateway/node_modules/.pnpm',
      "find /app/web/dist -name '*.map' | head -3",
      'test -f /app/web/dist/index.html && echo web-ok',
      'test -f /app/gateway/dist/main.js && echo main-ok',
      'touch /app/x 2>/dev/null && echo app-writable || echo app-read-only',
    ].join('; echo ---; '),
  );
  const [uid, app, modules, maps, web, main, writable] = gateway
    .split('---\n')
    .map((s) => s.trim());
  assert.equal(uid, '1000');
  assert.deepEqual(app.split('\n').sort(), ['entry.mjs', 'gateway', 'web']);
  for (const banned of [
    /^cognito-local@/m,
    /^aws-sdk@2/m,
    /^sharp@/m,
    /^@pitboss\+sandbox/m,
    /^typescript@/m,
    /^vitest@/m,
  ]) {
    assert.doesNotMatch(modules, banned, `the gateway image has no ${banned.source}`);
  }
  assert.equal(maps, '', 'no source maps shipped to browsers');
  assert.equal(web, 'web-ok');
  assert.equal(main, 'main-ok');
  assert.equal(writable, 'app-read-only');
  const sandbox = inImage(IMAGES.sandbox, 'ls /app; ls /app/sandbox/node_modules');
  assert.match(sandbox, /cognito-local/);
  assert.doesNotMatch(sandbox, /^gateway$/m);
});

test('the gateway alone runs in production: a missing variable is named, local mode and the bypass are refused, SIGTERM drains', async () => {
  const run = (env) =>
    spawnSync(
      'docker',
      [
        'run',
        '--rm',
        ...Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]),
        IMAGES.gateway,
      ],
      { encoding: 'utf8', timeout: 120_000 },
    );
  const production = {
    ADMIN_API_URL: 'https://admin-api.example-casino.com',
    COGNITO_REGION: 'eu-central-1',
    COGNITO_USER_POOL_ID: 'eu-central-1_XXXXXXXXX',
    COGNITO_CLIENT_ID: 'xxxxxxxxxxxxxxxxxxxxxxxxxx',
    SESSION_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  // compose passes NODE_ENV empty when .env does not set it
  const noPool = run({
    NODE_ENV: '',
    ADMIN_API_URL: production.ADMIN_API_URL,
    SESSION_ENCRYPTION_KEY: production.SESSION_ENCRYPTION_KEY,
  });
  assert.equal(noPool.status, 1, noPool.stderr);
  assert.match(noPool.stderr, /COGNITO_USER_POOL_ID is required/);
  const noApi = run({ ...production, ADMIN_API_URL: '' });
  assert.equal(noApi.status, 1, noApi.stderr);
  assert.match(noApi.stderr, /ADMIN_API_URL is required with NODE_ENV=production/);
  const noKey = run({ ...production, SESSION_ENCRYPTION_KEY: '' });
  assert.equal(noKey.status, 1, noKey.stderr);
  assert.match(noKey.stderr, /SESSION_ENCRYPTION_KEY is required with NODE_ENV=production/);
  const local = run({ ...production, NODE_ENV: '', COGNITO_ENDPOINT: 'http://cognito:9229' });
  assert.equal(local.status, 1);
  assert.match(
    local.stderr,
    /COGNITO_ENDPOINT: local mode .* refuses to start with NODE_ENV=production/,
  );
  // AUTH_MODE=local is the only switch for local mode, and it needs the local profile running.
  const noProfile = run({
    ...production,
    NODE_ENV: '',
    AUTH_MODE: 'local',
    PITBOSS_LOCAL_IDENTITY_FILE: '/run/pitboss-local/identity.json',
  });
  assert.equal(noProfile.status, 1, noProfile.stderr);
  assert.match(noProfile.stderr, /AUTH_MODE=local needs the local profile \(cognito-local\)/);
  const bypass = run({ ...production, AUTH_BYPASS: 'true' });
  assert.equal(bypass.status, 1);
  assert.match(
    bypass.stderr,
    /AUTH_BYPASS: the dev bypass refuses to start with NODE_ENV=production/,
  );

  // With the production block filled in it starts; docker stop reaches node, which drains.
  const name = `pitboss-ops-alone-${process.pid}`;
  sh('docker', [
    'run',
    '-d',
    '--name',
    name,
    ...Object.entries(production).flatMap(([k, v]) => ['-e', `${k}=${v}`]),
    IMAGES.gateway,
  ]);
  try {
    const logsOfRun = () => spawnSync('docker', ['logs', name], { encoding: 'utf8' }).stdout;
    await waitFor(
      () => /"msg":"gateway ready"/.test(logsOfRun()),
      'the production gateway is ready',
      90_000,
    );
    const logs = spawnSync('docker', ['logs', name], { encoding: 'utf8' });
    assert.match(logs.stdout, /"localMode":false,"bypass":false/);
    sh('docker', ['stop', '-t', '30', name]);
    // Drained and exited by itself: a process killed after the grace period exits with 137.
    const state = JSON.parse(sh('docker', ['inspect', '-f', '{{json .State}}', name]));
    assert.equal(state.ExitCode, 0, 'stopped by SIGTERM, not killed after the grace period');
    assert.equal(state.OOMKilled, false);
    const stopped = spawnSync('docker', ['logs', name], { encoding: 'utf8' }).stdout;
    assert.match(stopped, /"signal":"SIGTERM".*"msg":"shutting down: draining requests"/);
    assert.doesNotMatch(stopped, /drain timed out/);
  } finally {
    const logs = spawnSync('docker', ['logs', name], { encoding: 'utf8' });
    writeFileSync(runLogPath('dockerGatewayAlone'), `${logs.stdout ?? ''}${logs.stderr ?? ''}`);
    spawnSync('docker', ['rm', '-f', name], { stdio: 'ignore' });
  }
});

test('local profile: up with AUTH_MODE=local and no .env, sign in through the container, curator → edit a slot → publish in Chromium; without the setting the gateway is production beside the profile', async () => {
  const project = projectName('local');
  const ports = { gateway: await freePort(), sandbox: await freePort() };
  const vars = {
    AUTH_MODE: 'local',
    GATEWAY_PORT: String(ports.gateway),
    SANDBOX_PORT: String(ports.sandbox),
    SANDBOX_EVENT_RATE: '1',
    // This test publishes directly from the curator; change control is tested on its own.
    APPROVALS_REQUIRED: 'none',
  };
  const base = `http://localhost:${ports.gateway}`;
  try {
    await time('local profile up', async () => {
      compose(project, ['--profile', 'local', 'up', '-d', '--no-build'], vars);
      // ready: the gateway answers and reaches the sandbox admin API
      await waitFor(
        () => fetch(`${base}/readyz`).then((r) => r.status === 200),
        'the gateway is ready',
        240_000,
      );
    });
    // sign-in through the container (cognito-local's tokens checked by the gateway and sandbox)
    const cookie = await signIn(base);
    assert.deepEqual(await sessionOf(base, cookie), { status: 200, username: 'admin' });
    // compose's default memory limit, which a gateway on PGlite starts under
    const [gatewayId] = compose(project, ['ps', '-q', 'gateway'], vars).trim().split('\n');
    assert.equal(memoryLimitOf(gatewayId), 2 * 1024 ** 3);
    const gatewayLogs = logsOf(project, 'gateway');
    assert.match(gatewayLogs, /local profile \(cognito-local/);
    assert.match(gatewayLogs, /"localMode":true/);

    // Demo Play: the launch URL is on the host's published sandbox port, and the CSP frames it.
    const trpc = async (path, input) => {
      const res = await fetch(`${base}/trpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(input),
      });
      const body = await res.json();
      if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      return body.result.data;
    };
    const get = async (path, input) => {
      const res = await fetch(
        `${base}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
        {
          headers: { cookie },
        },
      );
      const body = await res.json();
      if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      return body.result.data;
    };
    const { items: slots } = await get('slots.filter', { page: 1, limit: 100 });
    const withDemo = slots.find((s) => s.hasDemo);
    assert.ok(withDemo, 'a seeded slot with a demo');
    const { launchUrl } = await trpc('slots.demoPlay', { id: withDemo.id });
    assert.ok(launchUrl.startsWith(`http://localhost:${ports.sandbox}/demo/`), launchUrl);
    assert.equal((await fetch(launchUrl)).status, 200, 'the demo loads from the host');
    const csp = (await fetch(`${base}/curator`)).headers.get('content-security-policy') ?? '';
    assert.match(csp, new RegExp(`frame-src [^;]*http://localhost:${ports.sandbox}`));
    // an image URL the admin API gives is served through the gateway's image proxy
    const withImage = slots.find((s) => s.imageUrl);
    assert.ok(withImage, 'a seeded slot with an image');
    const img = await fetch(`${base}/api/images?src=${encodeURIComponent(withImage.imageUrl)}`, {
      headers: { cookie },
    });
    assert.equal(img.status, 200, `image ${withImage.imageUrl}`);
    assert.match(img.headers.get('content-type') ?? '', /^image\//);

    await time('local profile Chromium flow', () => browserFlow(base));

    // Local mode is the setting, not the profile: with the local profile still running, the
    // same project's gateway without AUTH_MODE=local starts in production and says why.
    keepLogs(project, 'dockerLocalProfile');
    compose(project, ['up', '-d', '--no-build', 'gateway'], {
      ...vars,
      AUTH_MODE: '',
      ADMIN_API_URL: 'https://admin-api.example-casino.com',
      COGNITO_USER_POOL_ID: 'eu-central-1_XXXXXXXXX',
      COGNITO_CLIENT_ID: 'xxxxxxxxxxxxxxxxxxxxxxxxxx',
      SESSION_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    // compose recreated the gateway's container: these logs are the new one's
    await waitFor(
      () => /"msg":"gateway ready"/.test(logsOf(project, 'gateway')),
      'the gateway alone is ready',
      120_000,
    );
    const alone = logsOf(project, 'gateway');
    assert.match(alone, /the local profile runs, but AUTH_MODE is not local/);
    assert.doesNotMatch(alone, /local profile \(cognito-local/);
    assert.match(alone, /"localMode":false,"bypass":false/);
    const bypass = await fetch(`${base}/trpc/auth.bypass`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: '{}',
    });
    assert.notEqual(bypass.status, 200, 'the bypass is refused in production');
  } catch (err) {
    for (const service of ['cognito', 'sandbox', 'gateway'])
      log(`── ${service}\n${logsOf(project, service).slice(-4000)}`);
    throw err;
  } finally {
    down(project, 'dockerLocalProfile');
  }
});

async function browserFlow(base) {
  mkdirSync(SHOTS, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ baseURL: base, viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(30_000);
    await page.goto('/curator');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('Admin123!');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Curator', level: 1 }).waitFor();
    const slots = page.getByRole('region', { name: /^Slots/ });
    const first = slots.getByRole('list', { name: 'Slots' }).getByRole('button').first();
    await first.waitFor();
    await first.click();
    const modal = page.getByRole('dialog', { name: /^Edit Slot/ });
    await modal.waitFor();
    const theme = `ops-docker-${Date.now()}`;
    await modal.getByLabel(/^Theme( \*)?$/).fill(theme);
    await modal.getByRole('button', { name: 'Update' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.screenshot({ path: join(SHOTS, 'curator-edited.png') });

    await page
      .getByRole('toolbar', { name: 'Catalogue actions' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await page.getByRole('menuitem', { name: 'Publish', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish to production' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('dialog', { name: 'Published' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'curator-published.png') });

    // the edit was kept: open the slot again after a reload
    await page.reload();
    await first.click();
    await modal.waitFor();
    assert.equal(await modal.getByLabel(/^Theme( \*)?$/).inputValue(), theme);
  } finally {
    await browser.close();
  }
}

test('postgres profile: three gateways on Postgres behind HAProxy; sign in and live through the load balancer', async () => {
  const project = projectName('pg');
  const first = await freePort();
  const vars = {
    // local + postgres: cognito-local for the sign-in, Postgres for the shared sessions
    AUTH_MODE: 'local',
    DATABASE_URL: 'postgres://pitboss:pitboss@postgres:5432/pitboss',
    GATEWAY_PORT: `${first}-${first + 2}`,
    SANDBOX_PORT: String(await freePort()),
    LB_PORT: String(await freePort()),
    SANDBOX_EVENT_RATE: '2',
    // what docs/deployment.md gives a gateway on Postgres
    GATEWAY_MEMORY_LIMIT: '512m',
  };
  const lb = `http://localhost:${vars.LB_PORT}`;
  try {
    await time('postgres profile up (3 gateways + LB)', async () => {
      compose(
        project,
        [
          '--profile',
          'local',
          '--profile',
          'postgres',
          'up',
          '-d',
          '--no-build',
          '--scale',
          'gateway=3',
        ],
        vars,
      );
      await waitFor(
        () => fetch(`${lb}/readyz`).then((r) => r.status === 200),
        'the load balancer answers',
        300_000,
      );
    });
    const ps = compose(project, ['ps', '-q', 'gateway'], vars).trim().split('\n');
    assert.equal(ps.length, 3, 'three gateway replicas');
    for (const id of ps) assert.equal(memoryLimitOf(id), 512 * 1024 ** 2);
    for (const line of compose(project, ['ps'], vars)
      .split('\n')
      .filter((l) => /gateway_\d|gateway-\d/.test(l))) {
      assert.match(line, /healthy/, line);
    }
    const cookie = await signIn(lb);
    // round robin over three replicas: every one knows the session (it is in Postgres)
    for (let i = 0; i < 6; i += 1) {
      assert.deepEqual(await sessionOf(lb, cookie), { status: 200, username: 'admin' });
    }
    for (const id of ps) {
      const logs = spawnSync('docker', ['logs', id], { encoding: 'utf8' }).stdout;
      assert.match(logs, /"database":"postgres"/);
    }
    // websockets through HAProxy: the live relay connects and relays casino events
    const socket = io(lb, { path: '/live', transports: ['websocket'], extraHeaders: { cookie } });
    try {
      await waitFor(
        () =>
          new Promise((resolve) =>
            socket.connected ? resolve(true) : socket.once('connect', () => resolve(true)),
          ),
        'the live socket connects through the LB',
        30_000,
      );
      const event = await Promise.race([
        new Promise((resolve) => socket.once('casino_events', resolve)),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('no casino_events in 30 s')), 30_000),
        ),
      ]);
      assert.ok(event);
    } finally {
      socket.close();
    }
  } catch (err) {
    for (const service of ['postgres', 'lb', 'gateway'])
      log(`── ${service}\n${logsOf(project, service).slice(-4000)}`);
    throw err;
  } finally {
    down(project, 'dockerPostgresProfile');
  }
});

test('both spellings: the Compose plugin brings the local profile up by the documented command, and sign-in works through it', async () => {
  const plugin = { cmd: ['docker', 'compose'], env: composePluginEnv() };
  // Whichever spelling the tests above used, this one is the other (or the plugin twice where
  // the machine has only the plugin).
  const project = projectName('plugin');
  spellings.set(project, plugin);
  const ports = { gateway: await freePort(), sandbox: await freePort() };
  const vars = {
    AUTH_MODE: 'local',
    GATEWAY_PORT: String(ports.gateway),
    SANDBOX_PORT: String(ports.sandbox),
    SANDBOX_EVENT_RATE: '0',
  };
  const base = `http://localhost:${ports.gateway}`;
  try {
    assert.match(compose(project, ['version']), /Docker Compose version v?2\./);
    compose(project, ['--profile', 'local', 'up', '-d', '--no-build'], vars);
    await waitFor(
      () => fetch(`${base}/readyz`).then((r) => r.status === 200),
      'the gateway is ready',
      240_000,
    );
    const cookie = await signIn(base);
    assert.deepEqual(await sessionOf(base, cookie), { status: 200, username: 'admin' });
    const running = compose(
      project,
      ['--profile', 'local', 'ps', '--services', '--status', 'running'],
      vars,
    );
    assert.deepEqual(running.trim().split('\n').sort(), ['cognito', 'gateway', 'sandbox']);
  } catch (err) {
    for (const service of ['cognito', 'sandbox', 'gateway'])
      log(`── ${service}\n${logsOf(project, service).slice(-4000)}`);
    throw err;
  } finally {
    down(project, 'dockerComposePlugin');
    spellings.delete(project);
  }
});
