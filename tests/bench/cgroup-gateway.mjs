// The gateway's main under a memory limit (memory-limit.mjs): this process joins the cgroup, then
// replaces itself, same pid, with the gateway, whose Node reads the limit as it starts.
import { writeFileSync } from 'node:fs';
import { defaultMains } from '../../scripts/local-stack.mjs';

const main = defaultMains().gateway;
writeFileSync(process.env.BENCH_CGROUP_PROCS, String(process.pid));
process.execve(process.execPath, [process.execPath, main], process.env);
