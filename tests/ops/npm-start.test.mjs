// `npm start` (scripts/start.mjs): a service of the local stack that dies on its own makes it exit
// non-zero, a missing build output or a taken port stops it before anything is reported up, the
// build stamp tells a current build from a stale one, and the README's way round taken ports
// brings the stack up without building again.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildIsCurrent, recordBuild } from '../../scripts/build-stamp.mjs';
import { ROOT } from '../../scripts/lib.mjs';
import { missingBuildOutputs, startLocalStack } from '../../scripts/local-stack.mjs';
import { runLog } from '../../scripts/run-logs.mjs';
import { freePort, signIn } from './support.mjs';

const START = join(ROOT, 'scripts/start.mjs');
// What every `npm start` here prints goes to the run's logs, which tests/ops/log-hygiene searches.
const log = runLog('npmStart');
after(() => new Promise((resolve) => log.end(resolve)));

function startScript(env) {
  return started(process.execPath, [START], { PITBOSS_START_SKIP_BUILD: 'true', ...env });
}

/** A command of the local stack, its output kept (and written to the run's log). */
function started(cmd, args, env, { detached = false } = {}) {
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  let output = '';
  const take = (chunk) => {
    output += chunk;
    log.write(chunk);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function until(check, what, ms) {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} within ${ms} ms`);
}

test('a missing build output is named and nothing is reported up', async () => {
  const missing = missingBuildOutputs(
    { identity: '/nope/identity.js', sandbox: '/nope/sandbox.js', gateway: '/nope/gateway.js' },
    '/nope/web-dist',
  );
  assert.equal(missing.length, 4);
  assert.match(missing.join('\n'), /gateway \(@pitboss\/gateway\): \/nope\/gateway\.js/);
  assert.match(missing.join('\n'), /web app \(@pitboss\/web\): \/nope\/web-dist\/index\.html/);
  await assert.rejects(
    startLocalStack({ webDist: '/nope/web-dist', quiet: true }),
    /build output is missing \(run pnpm -r build\):\n {2}web app \(@pitboss\/web\): \/nope\/web-dist\/index\.html/,
  );

  const data = mkdtempSync(join(tmpdir(), 'pitboss-start-'));
  try {
    const run = startScript({
      WEB_DIST_DIR: join(data, 'no-web-build'),
      PITBOSS_DATA_DIR: data,
    });
    const code = await run.exited;
    assert.equal(code, 1, run.output());
    assert.match(run.output(), /build output is missing/);
    assert.match(run.output(), /no-web-build\/index\.html/);
    assert.doesNotMatch(run.output(), /the local stack is up/);
  } finally {
    rmSync(data, { recursive: true, force: true });
  }
});

test('npm start exits non-zero when a service dies on its own', async () => {
  const data = mkdtempSync(join(tmpdir(), 'pitboss-start-'));
  const ports = { cognito: await freePort(), sandbox: await freePort(), gateway: await freePort() };
  const run = startScript({
    PITBOSS_DATA_DIR: data,
    PORT: String(ports.gateway),
    SANDBOX_PORT: String(ports.sandbox),
    COGNITO_LOCAL_PORT: String(ports.cognito),
    SANDBOX_EVENT_RATE: '0',
  });
  try {
    await until(() => /the local stack is up/.test(run.output()), 'the stack came up', 180_000);
    // The sandbox is one of start.mjs's own children: kill it as a crash would.
    const ps = spawnSync('ps', ['-o', 'pid=,args=', '--ppid', String(run.child.pid)], {
      encoding: 'utf8',
    });
    const line = ps.stdout.split('\n').find((l) => l.includes('sandbox/dist/main.js'));
    assert.ok(line, `the sandbox process among:\n${ps.stdout}`);
    process.kill(Number(line.trim().split(/\s+/)[0]), 'SIGKILL');
    const code = await run.exited;
    assert.equal(code, 1, run.output());
    assert.match(run.output(), /sandbox exited on its own \(SIGKILL\)/);
    // and it took the rest down with it
    const left = spawnSync('ps', ['-o', 'pid=', '--ppid', String(run.child.pid)], {
      encoding: 'utf8',
    });
    assert.equal(left.stdout.trim(), '');
  } finally {
    if (run.child.exitCode === null) run.child.kill('SIGTERM');
    await run.exited;
    rmSync(data, { recursive: true, force: true });
  }
});

test('a taken port stops npm start, naming the setting that moves it', async () => {
  const server = createServer();
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '0.0.0.0', resolve));
  const data = mkdtempSync(join(tmpdir(), 'pitboss-start-'));
  try {
    const run = startScript({
      PITBOSS_DATA_DIR: data,
      PORT: String(await freePort()),
      SANDBOX_PORT: String(port),
      COGNITO_LOCAL_PORT: String(await freePort()),
    });
    assert.equal(await run.exited, 1, run.output());
    assert.match(
      run.output(),
      new RegExp(`port ${port} \\(sandbox\\) is already in use: .*set SANDBOX_PORT to a free port`),
    );
    const bad = startScript({ PITBOSS_DATA_DIR: data, PORT: 'eighty' });
    assert.equal(await bad.exited, 1, bad.output());
    assert.match(bad.output(), /PORT must be a port number between 1 and 65535 \(got "eighty"\)/);
  } finally {
    server.close();
    rmSync(data, { recursive: true, force: true });
  }
});

test('the build stamp: current after a build, stale once a source changes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pitboss-stamp-'));
  const stamp = join(dir, 'stamp');
  const probe = join(ROOT, 'packages/contracts/src/.build-stamp-probe.ts');
  try {
    assert.equal(buildIsCurrent(stamp), false);
    recordBuild(stamp);
    assert.equal(buildIsCurrent(stamp), true);
    writeFileSync(probe, '// a source edited after the build\n');
    assert.equal(buildIsCurrent(stamp), false);
    rmSync(probe);
    assert.equal(buildIsCurrent(stamp), true);
  } finally {
    rmSync(probe, { force: true });
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Holds a port the way another program would; one already held by something else is taken too. */
function hold(port) {
  const server = createServer();
  return new Promise((resolve, reject) => {
    server.once('error', (err) => (err.code === 'EADDRINUSE' ? resolve(null) : reject(err)));
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}

test("the README's way round taken ports: with 8080, 4010 and 9229 taken, npm start on other ports comes up without building again, and sign-in works", async () => {
  // `npm test` built every package and recorded it, as a first `npm start` does.
  assert.equal(buildIsCurrent(), true, 'the build of this run is recorded as current');
  const held = await Promise.all([8080, 4010, 9229].map(hold));
  const data = mkdtempSync(join(tmpdir(), 'pitboss-start-'));
  const ports = {
    PORT: await freePort(),
    SANDBOX_PORT: await freePort(),
    COGNITO_LOCAL_PORT: await freePort(),
  };
  const run = started(
    'npm',
    ['start'],
    {
      PITBOSS_DATA_DIR: data,
      SANDBOX_EVENT_RATE: '0',
      ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
    },
    { detached: true },
  );
  const { child, exited } = run;
  try {
    await Promise.race([
      until(() => run.output().includes('the local stack is up'), 'the stack is up', 300_000).catch(
        (err) => {
          throw new Error(`${err.message}:\n${run.output().slice(-3000)}`);
        },
      ),
      exited.then((code) => {
        throw new Error(`npm start exited (${code}) before the stack was up:\n${run.output()}`);
      }),
    ]);
    assert.match(run.output(), /nothing changed since the last build: skipping install and build/);
    assert.doesNotMatch(run.output(), /pnpm -r build|installing dependencies/);
    assert.match(run.output(), new RegExp(`open http://localhost:${ports.PORT} `));
    const cookie = await signIn(`http://localhost:${ports.PORT}`);
    assert.match(cookie, /^pitboss_session=/);
  } finally {
    process.kill(-child.pid, 'SIGINT');
    await exited;
    for (const server of held) server?.close();
    rmSync(data, { recursive: true, force: true });
  }
});
