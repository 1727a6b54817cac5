// The gateway's memory while backup imports are submitted as change requests: the one upload the
// gateway parses whole (for the request's difference) and stages in its database. A backup of
// the sandbox's catalogue is grown to BENCH_BACKUP_MB with more slots, then BENCH_IMPORTS requests
// are sent at once; the gateway's RSS is sampled every 50 ms. Judged: every request answered, the
// gateway still up, and (under BENCH_MEMORY_LIMIT_MB, as a container runs it: root and Node 22.15
// or later, see memory-limit.mjs) its peak RSS below the limit. DATABASE_URL: the gateway on that
// Postgres; without it, on the embedded PGlite.
//
//   node tests/bench/import-memory.mjs      BENCH_BACKUP_MB=49.5 BENCH_IMPORTS=2
//                                           BENCH_MEMORY_LIMIT_MB=0 (defaults)
import { openAsBlob, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gatewayMemoryLimit } from './memory-limit.mjs';
import { envNumber, report, row, rssMb, runMain, signIn, sleep, startStack } from './lib.mjs';

const BACKUP_MB = envNumber('BENCH_BACKUP_MB', 49.5);
const IMPORTS = envNumber('BENCH_IMPORTS', 2);
const MEMORY_LIMIT_MB = envNumber('BENCH_MEMORY_LIMIT_MB', 0);

/** The sandbox's backup with copies of its slots (new ids) until it is `mb` of JSON. */
function grownBackup(backup, mb) {
  const slots = backup.tables.slots;
  const perSlot = JSON.stringify(slots[0]).length + 1;
  const extra = [];
  for (let size = JSON.stringify(backup).length; size < mb * 1e6; size += perSlot) {
    extra.push({ ...slots[extra.length % slots.length], id: 1_000_000 + extra.length });
  }
  return { ...backup, tables: { ...backup.tables, slots: [...slots, ...extra] } };
}

async function main() {
  const limit = MEMORY_LIMIT_MB > 0 ? gatewayMemoryLimit(MEMORY_LIMIT_MB) : null;
  const where = `Node ${process.version}, ${limit ? `${MEMORY_LIMIT_MB} MB limit` : 'no memory limit'}`;
  const stack = await startStack({ mains: limit?.mains, env: { ...limit?.env } }).catch((err) => {
    limit?.remove();
    throw err;
  });
  const file = join(tmpdir(), `pitboss-bench-backup-${process.pid}.json`);
  try {
    const base = stack.gatewayUrl;
    const headers = { cookie: await signIn(base), origin: base };
    const backup = await (await fetch(`${base}/api/catalogue/backup`, { headers })).json();
    const text = JSON.stringify(grownBackup(backup, BACKUP_MB));
    writeFileSync(file, text);
    const fileMb = +(text.length / 1e6).toFixed(1);
    await sleep(2_000);
    const before = rssMb(stack.gatewayPid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(stack.gatewayPid));
    }, 50);
    const submit = async () => {
      const form = new FormData();
      form.append('file', await openAsBlob(file, { type: 'application/json' }), 'backup.json');
      const started = Date.now();
      const res = await fetch(`${base}/api/uploads/backup/request?note=bench`, {
        method: 'POST',
        headers,
        body: form,
      }).catch((err) => ({ status: err.message, text: async () => '' }));
      await res.text();
      return { status: res.status, ms: Date.now() - started };
    };
    const answers = await Promise.all(Array.from({ length: IMPORTS }, submit));
    clearInterval(sampler);
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    const answered = answers.filter((a) => a.status === 200).length;
    report(
      'import-memory',
      [
        row(
          `${IMPORTS} import requests of a ${fileMb} MB backup at once (${where})`,
          'every one answered, the gateway still up',
          `${answered}/${IMPORTS} answered (${answers.map((a) => `${a.status} in ${a.ms} ms`).join(', ')}); ${up ? 'up' : 'down'}`,
          answered === IMPORTS && up,
        ),
        row(
          `gateway peak RSS while they ran (${where})`,
          limit ? `< the limit (${MEMORY_LIMIT_MB} MB)` : 'reported',
          `${before} → ${peak} MB`,
          limit ? peak < MEMORY_LIMIT_MB : true,
        ),
      ],
      { node: process.version, memoryLimitMb: MEMORY_LIMIT_MB, fileMb, before, peak, answers },
    );
  } finally {
    rmSync(file, { force: true });
    await stack.stop();
    limit?.remove();
  }
}

runMain(main);
