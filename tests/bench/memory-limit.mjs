// Runs a bench's gateway under a memory limit, as a container runs it (`mem_limit` in compose,
// `docker run --memory`): a memory cgroup made for the run, which the gateway joins before Node
// starts (cgroup-gateway.mjs), so Node sizes V8's heap from the limit as it does in a container.
// Needs root, the cgroup memory controller (v1 or v2), and a Node with `process.execve` (22.15 or
// later: run the bench with that node); otherwise it fails saying which is missing.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const V1 = '/sys/fs/cgroup/memory';
const V2 = '/sys/fs/cgroup';

/** A cgroup limited to `limitMb`, and the `mains`/`env` that start the stack's gateway in it. */
export function gatewayMemoryLimit(limitMb) {
  if (typeof process.execve !== 'function') {
    throw new Error(
      `a memory limit needs process.execve (Node 22.15 or later); this is Node ${process.version}`,
    );
  }
  const name = `pitboss-bench-${process.pid}`;
  const bytes = String(limitMb * 1024 * 1024);
  let dir;
  try {
    if (existsSync(join(V1, 'memory.limit_in_bytes'))) {
      dir = join(V1, name);
      mkdirSync(dir);
      writeFileSync(join(dir, 'memory.limit_in_bytes'), bytes);
    } else if (readFileSync(join(V2, 'cgroup.controllers'), 'utf8').includes('memory')) {
      writeFileSync(join(V2, 'cgroup.subtree_control'), '+memory');
      dir = join(V2, name);
      mkdirSync(dir);
      writeFileSync(join(dir, 'memory.max'), bytes);
    } else {
      throw new Error('no cgroup memory controller');
    }
  } catch (err) {
    if (dir && existsSync(dir)) rmdirSync(dir);
    throw new Error(
      `a memory limit needs a memory cgroup (root, cgroup v1 or v2): ${err.message}`,
      {
        cause: err,
      },
    );
  }
  return {
    mains: { gateway: join(HERE, 'cgroup-gateway.mjs') },
    env: { BENCH_CGROUP_PROCS: join(dir, 'cgroup.procs') },
    /** Removes the cgroup once the gateway has stopped. */
    remove() {
      rmdirSync(dir);
    },
  };
}
