// The Dockerfile's build steps (docker/build.sh) run in a clean temporary folder, and the result
// (production dependencies only, as the image's runtime stage holds it) starts and serves.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { ROOT } from '../../scripts/lib.mjs';
import { startLocalStack } from '../../scripts/local-stack.mjs';
import { freePort, sessionOf, signIn } from './support.mjs';

const work = mkdtempSync(join(tmpdir(), 'pitboss-image-'));
const src = join(work, 'src');
const out = join(work, 'out');
let stack;

before(async () => {
  // The build context: the project's files as git sees them (what `COPY . .` gets, less ignores).
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((f) => f && existsSync(join(ROOT, f)));
  for (const file of files) {
    mkdirSync(dirname(join(src, file)), { recursive: true });
    cpSync(join(ROOT, file), join(src, file));
  }
  const dockerfile = readFileSync(join(src, 'Dockerfile'), 'utf8');
  assert.match(dockerfile, /RUN sh docker\/build\.sh \/out/, 'the Dockerfile runs docker/build.sh');
  execFileSync('sh', ['docker/build.sh', out], {
    cwd: src,
    stdio: 'inherit',
    env: { ...process.env, CI: 'true' },
  });

  const ports = { cognito: await freePort(), sandbox: await freePort(), gateway: await freePort() };
  stack = await startLocalStack({
    dataDir: join(work, 'data'),
    ports,
    quiet: true,
    eventRate: 1,
    mains: {
      identity: join(out, 'sandbox/dist/identity/main.js'),
      sandbox: join(out, 'sandbox/dist/main.js'),
      gateway: join(out, 'gateway/dist/main.js'),
    },
  });
});

after(async () => {
  await stack?.stop();
  rmSync(work, { recursive: true, force: true });
});

test('the runtime layout holds built code and production dependencies only', () => {
  for (const pkg of ['gateway', 'sandbox']) {
    assert.ok(existsSync(join(out, pkg, 'dist/main.js')), `${pkg}/dist/main.js`);
    assert.ok(!existsSync(join(out, pkg, 'src')), `${pkg} sources removed`);
    for (const dev of ['typescript', 'vitest', 'eslint']) {
      assert.ok(!existsSync(join(out, pkg, 'node_modules', dev)), `${pkg} has no ${dev}`);
    }
    assert.ok(
      existsSync(join(out, pkg, 'node_modules/@pitboss/contracts/dist/index.js')),
      'contracts built in',
    );
  }
  assert.ok(existsSync(join(out, 'gateway/drizzle')), 'migrations shipped');
  assert.ok(existsSync(join(out, 'web/dist/index.html')), 'web build shipped');
});

test('the built gateway starts, is healthy, serves the web app and signs in', async () => {
  const base = stack.gatewayUrl;
  const health = await fetch(`${base}/healthz`);
  assert.equal(health.status, 200);
  const ready = await fetch(`${base}/readyz`);
  assert.equal(ready.status, 200);
  const page = await fetch(`${base}/curator`, { headers: { accept: 'text/html' } });
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<title>Pitboss<\/title>/);
  const cookie = await signIn(base);
  assert.deepEqual(await sessionOf(base, cookie), { status: 200, username: 'admin' });
});
