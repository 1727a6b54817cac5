import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, loadConfig } from '@pitboss/gateway';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPitbossClient, type PitbossClient } from '../src/index.js';
import { accessToken, ADMIN, gatewayUrl, sandbox } from './support/stack.js';

const BIN = path.resolve(import.meta.dirname, '../dist/cli/main.js');

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the built `pitboss` with its own config folder; `input` is typed on stdin. */
function pitboss(args: string[], options: { env?: NodeJS.ProcessEnv; input?: string } = {}) {
  return new Promise<Ran>((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { PATH: process.env.PATH, HOME: home, PITBOSS_URL: gatewayUrl(), ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

/** A port of 127.0.0.1 where nothing listens (the OS gave it, then it was released). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const credentials = { PITBOSS_USERNAME: ADMIN.username, PITBOSS_PASSWORD: ADMIN.password };
let home: string;
let client: PitbossClient;

beforeAll(async () => {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: build @pitboss/client first`);
  home = await mkdtemp(path.join(tmpdir(), 'pitboss-cli-'));
  client = await createPitbossClient({ url: gatewayUrl(), ...ADMIN });
});
afterAll(async () => {
  await client?.signOut();
  if (home) await rm(home, { recursive: true, force: true });
});

describe('pitboss login / logout', () => {
  it('asks for the password without echoing it, keeps only the session (0600)', async () => {
    const login = await pitboss(['login'], { input: `admin\n${ADMIN.password}\n` });
    expect(login).toMatchObject({ code: 0 });
    expect(login.stderr).toContain('Username: ');
    expect(login.stderr).toContain('Password: ');
    expect(login.stderr + login.stdout).not.toContain(ADMIN.password);
    expect(login.stdout).toMatch(/^Signed in as Ada Admin at http:\/\/localhost:\d+\./);
    expect(login.stdout).toContain('the password is not stored');

    const file = path.join(home, '.config/pitboss/session.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o700);
    const text = await readFile(file, 'utf8');
    expect(text).not.toContain(ADMIN.password);
    expect(JSON.parse(text)).toMatchObject({ url: gatewayUrl(), username: 'admin' });

    // The stored session serves later commands (no credentials in the environment).
    const list = await pitboss(['slots', 'list', '--group', '2', '--json']);
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout)[0]).toMatchObject({ position: 1, id: expect.any(String) });

    const logout = await pitboss(['logout']);
    expect(logout).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Signed out;/) });
    expect(existsSync(file)).toBe(false);
    const after = await pitboss(['slots', 'list', '--group', '2']);
    expect(after.code).toBe(3);
    expect(after.stderr).toMatch(/^pitboss: Not signed in: run `pitboss login`/);
  });

  it('exit codes: 3 for a refused sign-in, 4 for an unreachable gateway, 2 for bad usage', async () => {
    const wrong = await pitboss(['publish', '--yes'], {
      env: { ...credentials, PITBOSS_PASSWORD: 'wrong' },
    });
    expect(wrong).toMatchObject({
      code: 3,
      stderr: 'pitboss: Invalid username or password. Please try again.\n',
    });
    const newhire = await pitboss(['login'], {
      env: { PITBOSS_USERNAME: 'newhire', PITBOSS_PASSWORD: 'Welcome123!' },
    });
    expect(newhire.code).toBe(3);
    expect(newhire.stderr).toContain('newhire must set a new password first');

    const down = await pitboss(['slots', 'list', '--group', '1', '--json'], {
      env: { ...credentials, PITBOSS_URL: `http://127.0.0.1:${await closedPort()}` },
    });
    expect(down.code).toBe(4);
    expect(down.stderr).toMatch(/^pitboss: Could not reach the gateway: .*ECONNREFUSED/);
    expect(JSON.parse(down.stdout)).toEqual({ error: expect.any(String), exitCode: 4 });

    expect((await pitboss(['slots', 'frobnicate'])).code).toBe(2);
    expect((await pitboss(['slots', 'list', '--grup', '1'])).code).toBe(2);
    expect((await pitboss(['order', 'apply', '--group', '1'], { env: credentials })).code).toBe(2);
    const help = await pitboss(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Exit codes: 0 done, 1 refused or failed');
  });
});

describe('pitboss order apply on the 1,200-slot group', () => {
  let ids: string[];
  let csv: string;
  let expected: { slotId: string; order: number }[];

  beforeAll(async () => {
    ids = (await client.slots.listAllInGroup.query({ groupId: '1' })).items.map((s) => s.id);
    // 50 positions spread over the group; their slots rotate by one among them.
    const positions = Array.from({ length: 50 }, (_, k) => 1 + k * 24);
    const order = [...ids];
    positions.forEach((p, k) => {
      order[p - 1] = ids[positions[(k + 1) % positions.length]! - 1]!;
    });
    expected = positions.map((p) => ({ slotId: order[p - 1]!, order: p }));
    csv = path.join(home, 'order.csv');
    await writeFile(csv, `slot_id\n${order.join('\n')}\n`);
  });

  it('is the group of the seed: 1,200 slots', () => {
    expect(ids).toHaveLength(1200);
  });

  it('shows the diff and sends nothing when the answer is no (exit 5)', async () => {
    await sandbox.forget();
    const no = await pitboss(['order', 'apply', '--group', '1', '--from', csv], {
      env: credentials,
      input: 'n\n',
    });
    expect(no.code).toBe(5);
    expect(no.stdout).toContain('Group 1: 50 of 1200 slots change position');
    expect(no.stderr).toContain('Send 50 changed positions? [y/N]');
    expect(no.stderr).toContain('pitboss: Cancelled: nothing was sent.');
    expect(await sandbox.requests('/slots/groups/1/slots/bulk-order')).toEqual([]);
  });

  it('sends exactly the 50 changed positions, with progress on stderr', async () => {
    await sandbox.forget();
    const yes = await pitboss(['order', 'apply', '--group', '1', '--from', csv], {
      env: credentials,
      input: 'y\n',
    });
    expect(yes.stderr).not.toMatch(/pitboss: /);
    expect(yes.code).toBe(0);
    const diff = yes.stdout.split('\n').filter((l) => / → /.test(l));
    expect(diff).toHaveLength(50);
    expect(diff[0]).toMatch(
      new RegExp(`#${ids.indexOf(expected[0]!.slotId) + 1} → #1 +${expected[0]!.slotId} `),
    );
    expect(yes.stdout).toContain('Order saved: 50 positions sent.');
    expect(yes.stderr).toContain('Reading group 1: 1200 slots');
    // stderr is not a terminal here: the first and the last state of the read, not every page
    const reading = yes.stderr.split('\n').filter((l) => l.startsWith('Reading group 1:'));
    expect(reading.length).toBeGreaterThanOrEqual(1);
    expect(reading.length).toBeLessThanOrEqual(3);

    const received = await sandbox.requests('/slots/groups/1/slots/bulk-order');
    expect(received).toHaveLength(1);
    const sent = (received[0]!.body as { slotOrders: { slotId: string; order: number }[] })
      .slotOrders;
    const byPosition = (a: { order: number }, b: { order: number }) => a.order - b.order;
    expect([...sent].sort(byPosition)).toEqual([...expected].sort(byPosition));

    const now = (await client.slots.listAllInGroup.query({ groupId: '1' })).items.map((s) => s.id);
    const wanted = (await readFile(csv, 'utf8')).trim().split('\n').slice(1);
    expect(now).toEqual(wanted);
  });

  it('the same CSV again sends nothing; --json answers for scripts', async () => {
    await sandbox.forget();
    const again = await pitboss(['order', 'apply', '--group', '1', '--from', csv, '--json'], {
      env: credentials,
    });
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toEqual({ groupId: '1', changes: [], sent: 0 });
    expect(await sandbox.requests('/slots/groups/1/slots/bulk-order')).toEqual([]);
  });

  it('refuses a CSV with a slot not in the group (exit 2, nothing sent)', async () => {
    const bad = path.join(home, 'bad.csv');
    await writeFile(bad, `slot_id,position\n${ids[0]},2\nnope,1\n`);
    await sandbox.forget();
    const run = await pitboss(['order', 'apply', '--group', '1', '--from', bad, '--yes'], {
      env: credentials,
    });
    expect(run).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Slot nope is not in this group.'),
    });
    expect(await sandbox.requests('/slots/groups/1/slots/bulk-order')).toEqual([]);
  });
});

describe('pitboss publish, backup, import, codes stats', () => {
  it('publish --yes --json: the counts, one publish sent', async () => {
    await sandbox.forget();
    const run = await pitboss(['publish', '--yes', '--json'], { env: credentials });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ slots: expect.any(Number) });
    expect(await sandbox.requests('/publish')).toHaveLength(1);
  });

  it('backup --out, then import of that file', async () => {
    const file = path.join(home, 'backup.json');
    const backup = await pitboss(['backup', '--out', file], { env: credentials });
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backup saved to .*backup\.json \(\d/);
    expect(backup.stderr).toContain('Downloading the backup: ');
    expect(typeof JSON.parse(await readFile(file, 'utf8'))).toBe('object');

    await sandbox.forget();
    const imported = await pitboss(['import', file, '--json'], {
      env: credentials,
      input: 'yes\n',
    });
    expect(imported.code).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({ ok: true, message: expect.any(String) });
    expect(await sandbox.requests('/api/data-transfer/import')).toHaveLength(1);

    const notJson = path.join(home, 'not.json');
    await writeFile(notJson, 'hello');
    const refused = await pitboss(['import', notJson, '--yes'], { env: credentials });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^pitboss: Import failed\. — The file is not a valid JSON backup\.$/m,
    );
  });

  it('codes stats <code> --json with a bearer token', async () => {
    const promo = (await client.promoCodes.list.query({ page: 1, limit: 1 })).items[0]!;
    const stats = await client.promoCodes.stats.query({ id: promo.id });
    const run = await pitboss(['codes', 'stats', promo.code, '--json'], {
      env: { PITBOSS_TOKEN: await accessToken() },
    });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      code: promo.code,
      id: promo.id,
      stats: {
        ...stats,
        lastRedeemedAt: stats.lastRedeemedAt === null ? null : expect.any(String),
      },
    });
    const unknown = await pitboss(['codes', 'stats', 'NO-SUCH-CODE'], {
      env: { PITBOSS_TOKEN: await accessToken() },
    });
    expect(unknown.code).toBe(1);
  });
});

describe('pitboss audit verify', () => {
  let second: Awaited<ReturnType<typeof buildApp>> | undefined;
  afterAll(async () => {
    await second?.close();
  });

  it('says the trail is intact (exit 0), and names the first broken row when one was changed behind the gateway (exit 1)', async () => {
    const intact = await pitboss(['audit', 'verify'], { env: credentials });
    expect(intact.code).toBe(0);
    expect(intact.stdout).toMatch(/^The audit trail is intact: [\d,]+ rows checked\.\n$/);
    const json = await pitboss(['audit', 'verify', '--json'], { env: credentials });
    expect(JSON.parse(json.stdout)).toEqual({ ok: true, rows: expect.any(Number) });

    // A gateway of its own (an embedded database in memory), whose first audit row is then
    // changed with the database's triggers off, as only its owner could.
    const identity = inject('identity');
    second = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PORT: '0',
        HOST: '127.0.0.1',
        ADMIN_API_URL: inject('adminApiUrl'),
        AUTH_MODE: 'local',
        COGNITO_ENDPOINT: identity.endpoint,
        COGNITO_USER_POOL_ID: identity.userPoolId,
        COGNITO_CLIENT_ID: identity.clientId,
        GATEWAY_DATA_DIR: 'memory://',
      }),
    );
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    const url = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
    await pitboss(['audit', 'verify'], { env: { ...credentials, PITBOSS_URL: url } });
    const db = second.database.db;
    await db.execute('set session_replication_role = replica');
    await db.execute("update audit set username = 'someone else' where seq = 1");
    await db.execute('set session_replication_role = origin');
    const answer = (await db.execute('select id, at from audit where seq = 1')) as unknown as {
      rows: { id: string; at: Date | string }[];
    };
    const [first] = answer.rows;
    // the embedded driver answers a timestamp as text, the server driver as a Date
    const firstAt = first ? new Date(first.at).toISOString() : '';

    const broken = await pitboss(['audit', 'verify'], {
      env: { ...credentials, PITBOSS_URL: url },
    });
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain(
      `The audit trail is broken: row ${first?.id} (${firstAt}) was changed`,
    );
    expect(broken.stderr).toContain('pitboss: The audit trail is broken.');
  });
});
