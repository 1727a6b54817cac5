import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPitbossClient } from '../src/index.js';
import { accessToken, ADMIN, gatewayUrl, sandbox } from './support/stack.js';

const exec = promisify(execFile);
const PACKAGE = path.resolve(import.meta.dirname, '..');
const WORKSPACE = path.resolve(PACKAGE, '../..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const EXAMPLES = ['reorder-and-publish.mjs', 'promo-code-stats.mjs', 'backup.mjs'];

/** Every file under a folder (relative paths). */
async function files(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) out.push(...(await files(path.join(dir, entry.name), rel)));
    else out.push(rel);
  }
  return out;
}

/**
 * `pnpm pack`, then `npm install` of the tarball into an empty folder outside the workspace (its
 * public dependencies from the registry), where the shipped examples typecheck with `tsc` (strict,
 * skipLibCheck on, as `tsc --init` sets it: @trpc/server 11.22.1's own ws-adapter declarations do not
 * compile against today's @types/ws) and run with `node example.mjs` against the local stack.
 */
describe('@pitboss/client packed, installed outside the workspace', () => {
  let dir: string;
  let installed: string;
  const env = () => ({
    ...process.env,
    PITBOSS_URL: gatewayUrl(),
    PITBOSS_USERNAME: ADMIN.username,
    PITBOSS_PASSWORD: ADMIN.password,
  });

  beforeAll(async () => {
    if (!existsSync(path.join(PACKAGE, 'dist/index.d.ts')))
      throw new Error('packages/client/dist is missing: run `pnpm --filter @pitboss/client build`');
    dir = await mkdtemp(path.join(tmpdir(), 'pitboss-integrator-'));
    expect(path.relative(WORKSPACE, dir).startsWith('..')).toBe(true);
    const { stdout } = await exec('pnpm', ['pack', '--pack-destination', dir], { cwd: PACKAGE });
    const tarball = stdout.trim().split('\n').at(-1)!;
    expect(tarball).toMatch(/pitboss-client-0\.1\.0\.tgz$/);
    await writeFile(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'integrator-scripts', private: true, type: 'module' }),
    );
    await exec(
      'npm',
      ['install', '--no-audit', '--no-fund', '--loglevel=error', tarball, '@types/node@20'],
      { cwd: dir, timeout: 240_000 },
    );
    installed = path.join(dir, 'node_modules/@pitboss/client');
  }, 300_000);
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('ships JavaScript and declarations only, none pointing into the workspace', async () => {
    const shipped = await files(installed);
    expect(shipped).toContain('dist/index.js');
    expect(shipped).toContain('dist/index.d.ts');
    expect(shipped).toContain('dist/cli/main.js');
    for (const example of EXAMPLES) expect(shipped).toContain(`examples/${example}`);
    expect(shipped.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
    for (const file of shipped.filter((f) => f.endsWith('.d.ts'))) {
      const text = await readFile(path.join(installed, file), 'utf8');
      expect(text, file).not.toMatch(/@pitboss\/|\/src\/|from '\.\.\/\.\.|fastify/);
    }
    const manifest = JSON.parse(await readFile(path.join(installed, 'package.json'), 'utf8'));
    expect(JSON.stringify(manifest.dependencies)).not.toMatch(/workspace:|@pitboss/);
    // The router type made it in: the procedures and their inputs are spelled out.
    const router = await readFile(path.join(installed, 'dist/router.d.ts'), 'utf8');
    expect(router).toMatch(/bulkOrder: (import\("@trpc\/server"\)\.)?TRPCMutationProcedure</);
  });

  it('the shipped examples typecheck with tsc (strict, checkJs) and a wrong call does not', async () => {
    // As an integrator would: copy them out of the installed package and run them from there.
    await mkdir(path.join(dir, 'src'), { recursive: true });
    for (const f of EXAMPLES)
      await copyFile(path.join(installed, 'examples', f), path.join(dir, f));
    const tsconfig = {
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        allowJs: true,
        checkJs: true,
        noEmit: true,
        // tsc --init's default; with it off, @trpc/server 11.22.1's ws-adapter declarations fail.
        skipLibCheck: true,
        types: ['node'],
      },
      include: ['*.mjs', 'src'],
    };
    await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
    await exec(process.execPath, [tsc, '-p', '.'], { cwd: dir, timeout: 120_000 });

    // The types are real: a misspelt procedure and a wrong input are compile errors.
    await writeFile(
      path.join(dir, 'src/wrong.ts'),
      `import { createPitbossClient } from '@pitboss/client';
const p = await createPitbossClient({ url: 'http://x', accessToken: 't' });
await p.slots.bulkOrdr.mutate({ groupId: '1', slotOrders: [] });
await p.slots.bulkOrder.mutate({ groupId: '1', slotOrders: [{ slotId: '2' }] });
`,
    );
    const failed = await exec(process.execPath, [tsc, '-p', '.'], { cwd: dir }).catch(
      (e: { stdout: string }) => e,
    );
    await rm(path.join(dir, 'src/wrong.ts'));
    expect((failed as { stdout: string }).stdout).toMatch(
      /wrong\.ts\(3,15\): error TS2551: Property 'bulkOrdr' does not exist/,
    );
    expect((failed as { stdout: string }).stdout).toMatch(
      /wrong\.ts\(4,\d+\): error TS\d+: Property 'order' is missing/,
    );
  }, 180_000);

  it('runs examples/reorder-and-publish: two positions sent, then a publish', async () => {
    const pitboss = await createPitbossClient({ url: gatewayUrl(), ...ADMIN });
    const groupId = (await pitboss.groups.list.query()).items[1]!.id;
    const before = (await pitboss.slots.listAllInGroup.query({ groupId })).items.map((s) => s.id);
    await sandbox.forget();
    const { stdout } = await exec(
      process.execPath,
      ['reorder-and-publish.mjs', groupId, '1', '3'],
      { cwd: dir, env: env(), timeout: 60_000 },
    );
    expect(stdout).toMatch(/^Signed in as Ada Admin\n/);
    expect(stdout).toMatch(/Order saved \(2 positions sent\)/);
    expect(stdout).toMatch(/Published: \d+ slots/);
    const [sent] = await sandbox.requests(`/slots/groups/${groupId}/slots/bulk-order`);
    expect(sent?.body).toEqual({
      slotOrders: [
        { slotId: before[2], order: 1 },
        { slotId: before[0], order: 3 },
      ],
    });
    expect(await sandbox.requests('/publish')).toHaveLength(1);
    const after = (await pitboss.slots.listAllInGroup.query({ groupId })).items.map((s) => s.id);
    expect(after.slice(0, 3)).toEqual([before[2], before[1], before[0]]);
    await pitboss.signOut();
  });

  it('runs examples/reorder-and-publish with a wrong password: the gateway text, exit 1', async () => {
    const failure = await exec(process.execPath, ['reorder-and-publish.mjs'], {
      cwd: dir,
      env: { ...env(), PITBOSS_PASSWORD: 'wrong' },
    }).catch((e: { code: number; stderr: string }) => e);
    expect(failure).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        'Pitboss said: Invalid username or password. Please try again.',
      ),
    });
  });

  it('runs examples/promo-code-stats with a bearer token from the Cognito pool', async () => {
    const pitboss = await createPitbossClient({ url: gatewayUrl(), ...ADMIN });
    const promo = (await pitboss.promoCodes.list.query({ page: 1, limit: 1 })).items[0]!;
    await pitboss.signOut();
    const { stdout } = await exec(process.execPath, ['promo-code-stats.mjs', promo.code], {
      cwd: dir,
      env: { ...process.env, PITBOSS_URL: gatewayUrl(), PITBOSS_TOKEN: await accessToken() },
    });
    const answer = JSON.parse(stdout) as { code: string; stats: Record<string, unknown> };
    expect(answer.code).toBe(promo.code);
    expect(Object.keys(answer.stats).length).toBeGreaterThan(0);
  });

  it('runs examples/backup: the backup saved as JSON', async () => {
    const { stdout } = await exec(process.execPath, ['backup.mjs', 'saved.json'], {
      cwd: dir,
      env: env(),
    });
    expect(stdout).toMatch(/^Saved saved\.json: /);
    const saved = JSON.parse(await readFile(path.join(dir, 'saved.json'), 'utf8'));
    expect(typeof saved).toBe('object');
  });

  it('the installed `pitboss` command answers --help and a script call', async () => {
    const bin = path.join(dir, 'node_modules/.bin/pitboss');
    const help = await exec(bin, ['--help'], { cwd: dir });
    expect(help.stdout).toMatch(/^Usage: pitboss <command>/);
    const { stdout } = await exec(bin, ['slots', 'list', '--group', '2', '--json'], {
      cwd: dir,
      env: { ...env(), PITBOSS_SESSION_FILE: path.join(dir, 'session.json') },
    });
    const slots = JSON.parse(stdout) as { position: number; id: string }[];
    expect(slots[0]).toMatchObject({ position: 1, id: expect.any(String) });
  });
});
