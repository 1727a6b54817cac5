import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Group, Slot } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reorderAndPublish } from '../examples/reorder-and-publish.js';
import { adminCookie, sandbox } from './support/admin.js';
import { call, startGateway } from './support/gateway.js';

const run = promisify(execFile);

describe('examples/reorder-and-publish.ts against the local stack', () => {
  let app: FastifyInstance;
  let url: string;
  let cookie: string;
  const order = async (groupId: string) =>
    (
      (await call(app, 'query', 'slots.listAllInGroup', { groupId }, { cookie })).body.result
        ?.data as Slot[]
    ).map((s) => s.id);

  beforeAll(async () => {
    app = await startGateway();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
    cookie = await adminCookie(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('signs in, swaps two slots of a group (two positions sent), publishes', async () => {
    const groupId = (
      (await call(app, 'query', 'groups.list', undefined, { cookie })).body.result?.data as Group[]
    )[0]?.id as string;
    const before = await order(groupId);
    await sandbox.forget();
    const lines: string[] = [];
    const result = await reorderAndPublish({
      url,
      username: 'admin',
      password: 'Admin123!',
      groupId,
      swap: [1, 3],
      log: (l) => lines.push(l),
    });
    expect(result).toMatchObject({
      groupId,
      swapped: [before[0], before[2]],
      sent: 2,
      published: { slots: expect.any(Number) },
    });
    const after = await order(groupId);
    expect(after.slice(0, 3)).toEqual([before[2], before[1], before[0]]);
    const [sent] = await sandbox.requests(`/slots/groups/${groupId}/slots/bulk-order`);
    expect(sent?.body).toEqual({
      slotOrders: [
        { slotId: before[2], order: 1 },
        { slotId: before[0], order: 3 },
      ],
    });
    expect(await sandbox.requests('/publish')).toHaveLength(1);
    expect(lines[0]).toBe('Signed in as Ada Admin');
    expect(lines.at(-1)).toMatch(/^Published: \d+ slots/);
  });

  it('runs as a script with tsx (URL and credentials from the environment)', async () => {
    const dir = path.resolve(import.meta.dirname, '..');
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'examples/reorder-and-publish.ts', '--swap', '1,2'],
      {
        cwd: dir,
        env: {
          ...process.env,
          PITBOSS_URL: url,
          PITBOSS_USERNAME: 'admin',
          PITBOSS_PASSWORD: 'Admin123!',
        },
        timeout: 60_000,
      },
    );
    expect(stdout).toMatch(/^Signed in as Ada Admin\n/);
    expect(stdout).toMatch(/Order saved \(2 positions sent\)/);
    expect(stdout).toMatch(/Published: \d+ slots/);
  }, 60_000);

  it('a wrong password is the gateway text, exit code 1', async () => {
    const dir = path.resolve(import.meta.dirname, '..');
    const failure = await run(
      process.execPath,
      ['--import', 'tsx', 'examples/reorder-and-publish.ts'],
      {
        cwd: dir,
        env: {
          ...process.env,
          PITBOSS_URL: url,
          PITBOSS_USERNAME: 'admin',
          PITBOSS_PASSWORD: 'wrong',
        },
        timeout: 60_000,
      },
    ).catch((e: { code: number; stderr: string }) => e);
    expect(failure).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        'Pitboss said: Invalid username or password. Please try again.',
      ),
    });
  }, 60_000);
});
