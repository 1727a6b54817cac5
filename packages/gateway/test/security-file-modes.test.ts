import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { waitFor } from './support/fault-sandbox.js';
import { RESTART_TIMEOUT_MS, tempDir } from './support/gateway.js';
import { signInOver } from './support/http.js';
import { freePort } from './support/ports.js';

let gateway: ChildProcess | undefined;
let dir: string | undefined;

afterAll(async () => {
  if (gateway && gateway.exitCode === null) {
    gateway.kill('SIGKILL');
    await once(gateway, 'exit');
  }
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Every entry under `root` whose mode is not 0700 (folders) or 0600 (files). */
async function openEntries(root: string): Promise<string[]> {
  const wrong: string[] = [];
  const rootMode = (await stat(root)).mode & 0o777;
  if (rootMode !== 0o700) wrong.push(`. ${rootMode.toString(8)}`);
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const mode = (await stat(full)).mode & 0o777;
    if (mode !== (entry.isDirectory() ? 0o700 : 0o600)) {
      wrong.push(`${path.relative(root, full)} ${mode.toString(8)}`);
    }
  }
  return wrong;
}

describe('the embedded database is readable by its owner only', () => {
  it(
    'a gateway started on an open folder, under umask 0, leaves only 0600 files and 0700 folders',
    async () => {
      dir = await tempDir('pitboss-modes-');
      const data = path.join(dir, 'gateway');
      // a folder as an older version (or a copy) left it: open to every user of the machine
      await mkdir(path.join(data, 'leftover'), { recursive: true });
      await writeFile(path.join(data, 'leftover', 'notes.txt'), 'x');
      await chmod(path.join(data, 'leftover', 'notes.txt'), 0o666);
      await chmod(path.join(data, 'leftover'), 0o777);
      await chmod(data, 0o777);

      const identity = inject('identity');
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      // The gateway as `npm start` runs it (its own process, the built main.js), from a shell
      // whose umask would make every new file world-writable.
      const umask = process.umask(0);
      try {
        gateway = spawn(process.execPath, [path.resolve('dist/main.js')], {
          env: {
            ...process.env,
            NODE_ENV: 'test',
            LOG_LEVEL: 'warn',
            PORT: String(port),
            HOST: '127.0.0.1',
            ADMIN_API_URL: inject('adminApiUrl'),
            AUTH_MODE: 'local',
            COGNITO_ENDPOINT: identity.endpoint,
            COGNITO_USER_POOL_ID: identity.userPoolId,
            COGNITO_CLIENT_ID: identity.clientId,
            GATEWAY_DATA_DIR: data,
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
      } finally {
        process.umask(umask);
      }
      await waitFor(
        () =>
          fetch(`${base}/healthz`).then(
            (r) => r.ok,
            () => false,
          ),
        RESTART_TIMEOUT_MS,
        'the gateway to listen',
      );
      // a sign-in writes a session and audit rows
      await signInOver(base);
      gateway.kill('SIGTERM');
      await once(gateway, 'exit');

      expect(await openEntries(data)).toEqual([]);
    },
    2 * RESTART_TIMEOUT_MS,
  );
});
