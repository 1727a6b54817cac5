import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';

/**
 * The embedded database's memory (issue 19, measured with `process.memoryUsage()` on this
 * machine, PGlite 0.5): Postgres's default 128 MB of shared buffers are touched early and kept,
 * ≈ 310 MB RSS for an open folder; with 16 MB ≈ 200 MB. The gateway's tables are small (sessions,
 * audit, publish history), so 16 MB holds them. A command-line setting, not `postgresqlconf`,
 * which PGlite appends to the folder's postgresql.conf on every start.
 */
const SHARED_BUFFERS = '16MB';

const SCRIPT = fileURLToPath(import.meta.url);

/**
 * V8 compiles PGlite's WebAssembly (Liftoff, then TurboFan for the hot functions) on up to 128
 * background tasks at once; each worker thread's compile memory stays in that thread's malloc
 * arena after it is freed. One task at a time: the memory bench's RSS after start 212–230 →
 * 182–191 MB (load 13–16, back to back); the compiled code, hence query speed, is the same.
 * Set before the module is compiled (a V8 flag, so for the whole process).
 */
function limitWasmCompileTasks(): void {
  setFlagsFromString('--wasm-num-compilation-tasks=1');
}

async function pgliteOptions(): Promise<PGliteOptions> {
  limitWasmCompileTasks();
  const { PGlite } = await import('@electric-sql/pglite');
  return { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`] };
}

/**
 * Opens (creating it if need be) the PGlite database in `dataDir`. A new folder's `initdb` takes
 * another ≈ 450 MB that PGlite never gives back to the process, so it runs in a short-lived child
 * process (this file as a script) and the gateway opens the folder it leaves, like every later
 * start. `memory://` databases cannot be shared with a child and are created here.
 */
export async function openPglite(dataDir: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (!dataDir.startsWith('memory://')) {
    await mkdir(dataDir, { recursive: true });
    // From the TypeScript sources (the tests) there is no script to run: PGlite.create below
    // creates the folder in this process.
    if (SCRIPT.endsWith('.js') && !existsSync(path.join(dataDir, 'PG_VERSION')))
      await initInChild(dataDir);
  }
  return PGlite.create(dataDir, await pgliteOptions());
}

function initInChild(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT, dataDir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-2000);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `Creating the embedded database in ${dataDir} failed (${signal ?? `exit code ${code}`}): ${stderr.trim()}`,
          ),
        );
    });
  });
}

// Run as a script by initInChild: create the database folder, close it, exit.
if (process.argv[1] === SCRIPT) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: pglite.js <data dir>');
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dir, await pgliteOptions());
  await db.close();
}
