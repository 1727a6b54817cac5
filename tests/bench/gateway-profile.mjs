// Where the gateway's CPU goes per call ("find where the time goes before changing
// anything"). Not one of `pnpm bench`'s rows: a diagnosis. For each procedure it makes N
// sequential signed-in calls twice: once reading every thread's CPU time from /proc (the main
// JavaScript thread against V8's helper threads, which do garbage collection and compilation),
// once under V8's sampling profilers (profiled-gateway.mjs). It prints the split, the busy time by
// package, the functions with the most self time and the bytes allocated per call (the garbage
// collector's work), and writes tests/artifacts/bench/gateway-profile.json and each profile as
// gateway-<procedure>.cpuprofile / .heapprofile (open them in Chromium's DevTools).
//
//   node tests/bench/gateway-profile.mjs        BENCH_CALLS=1500, BENCH_PROCEDURES=auth.me,slots.filter
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ARTIFACTS,
  envNumber,
  FILTER_INPUT,
  getSequentially,
  load,
  runMain,
  signIn,
  sleep,
  startStack,
  trpcUrl,
} from './lib.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const CALLS = envNumber('BENCH_CALLS', 1500);
const PROCEDURES = (process.env.BENCH_PROCEDURES ?? 'auth.me,slots.filter').split(',');
const INPUTS = {
  'slots.filter': FILTER_INPUT,
  'slots.listAllInGroup': { groupId: '1' },
  'slots.listAllForOrdering': { groupId: '1' },
};

/** CPU ms (user + system) of every thread of `pid`, by thread id. */
function threadCpu(pid) {
  const out = {};
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out[tid] = { user: Number(f[11]) * 10, system: Number(f[12]) * 10 };
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return out;
}

/** Waits (up to a minute) for the profiled gateway to write `file`. */
async function written(file) {
  for (let i = 0; i < 600 && !existsSync(file); i += 1) await sleep(100);
  if (!existsSync(file)) throw new Error(`the gateway wrote no ${file}`);
}

/** Per call: the main thread's CPU and the other threads' together. */
function split(pid, before, after, n) {
  const per = (ms) => +(ms / n).toFixed(2);
  let main = 0;
  let helpers = 0;
  for (const [tid, t] of Object.entries(after)) {
    const b = before[tid] ?? { user: 0, system: 0 };
    const ms = t.user - b.user + (t.system - b.system);
    if (tid === String(pid)) main += ms;
    else helpers += ms;
  }
  return { mainThreadMs: per(main), otherThreadsMs: per(helpers), totalMs: per(main + helpers) };
}

/** The package a profile node's code belongs to (node internals and V8 by their own names). */
function packageOf(frame) {
  const m = /node_modules\/(?:\.pnpm\/)?(@?[^/@]+(?:[/+][^/@]+)?)/.exec(frame.url);
  if (m) return m[1].replace(/@\d.*$/, '').replace('+', '/');
  const own = /\/packages\/([^/]+)\//.exec(frame.url);
  if (own) return `@pitboss/${own[1]}`;
  if (frame.url.startsWith('node:')) return frame.url;
  return frame.functionName || '(native)';
}

/** Busy samples by package and by function (self time), as shares of the busy time. */
function summarise(profile, top = 15) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byPackage = new Map();
  const bySelf = new Map();
  let busy = 0;
  for (const id of profile.samples) {
    const { callFrame: f } = nodes.get(id);
    if (f.functionName === '(idle)') continue;
    busy += 1;
    const pkg = packageOf(f);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + 1);
    const where = f.url ? `${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}` : '';
    const fn = `${f.functionName || '(anonymous)'} ${where}`.trim();
    bySelf.set(fn, (bySelf.get(fn) ?? 0) + 1);
  }
  const share = (m) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, n]) => ({ name, percent: +((100 * n) / busy).toFixed(1) }));
  return { busySamples: busy, byPackage: share(byPackage), bySelf: share(bySelf) };
}

/** Bytes allocated per call, in all and by the allocating function (self), from the allocation sampler. */
function allocations(profile, calls, top = 12) {
  const bySelf = new Map();
  let total = 0;
  const walk = (node) => {
    const f = node.callFrame;
    const where = f.url ? ` ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}` : '';
    const fn = `${f.functionName || '(anonymous)'}${where}`;
    total += node.selfSize;
    bySelf.set(fn, (bySelf.get(fn) ?? 0) + node.selfSize);
    for (const child of node.children) walk(child);
  };
  walk(profile.head);
  const kB = (bytes) => +(bytes / calls / 1024).toFixed(1);
  return {
    kBPerCall: kB(total),
    bySelf: [...bySelf]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, bytes]) => ({ name, kBPerCall: kB(bytes) })),
  };
}

async function main() {
  mkdirSync(ARTIFACTS, { recursive: true });
  const stack = await startStack({
    mains: { gateway: join(HERE, 'profiled-gateway.mjs') },
    env: { PROFILE_DIR: ARTIFACTS },
  });
  const pid = stack.gatewayPid;
  const results = {};
  try {
    const base = stack.gatewayUrl;
    const cookie = await signIn(base);
    const headers = { cookie, origin: base, 'accept-encoding': 'gzip, deflate, br' };
    for (const procedure of PROCEDURES) {
      const url = trpcUrl(base, procedure, INPUTS[procedure]);
      await getSequentially(url, headers, 300); // warm-up: JIT, pools, caches
      const before = threadCpu(pid);
      await getSequentially(url, headers, CALLS);
      const cpu = split(pid, before, threadCpu(pid), CALLS);
      for (const kind of ['cpuprofile', 'heapprofile'])
        rmSync(join(ARTIFACTS, `gateway.${kind}`), { force: true });
      process.kill(pid, 'SIGUSR1');
      await sleep(300);
      await getSequentially(url, headers, CALLS);
      process.kill(pid, 'SIGUSR2');
      await written(join(ARTIFACTS, 'gateway.heapprofile'));
      const saved = (kind) => {
        const file = join(ARTIFACTS, `gateway-${procedure}.${kind}`);
        renameSync(join(ARTIFACTS, `gateway.${kind}`), file);
        return JSON.parse(readFileSync(file, 'utf8'));
      };
      const summary = summarise(saved('cpuprofile'));
      const allocated = allocations(saved('heapprofile'), CALLS);
      results[procedure] = { cpu, ...summary, allocated };
      console.log(
        `\n${procedure}: ${cpu.totalMs} ms CPU per call (main thread ${cpu.mainThreadMs}, V8's other threads ${cpu.otherThreadsMs}), load ${load()}`,
      );
      console.log('  busy time by package:');
      for (const p of summary.byPackage)
        console.log(`    ${String(p.percent).padStart(5)} %  ${p.name}`);
      console.log('  most self time:');
      for (const p of summary.bySelf)
        console.log(`    ${String(p.percent).padStart(5)} %  ${p.name}`);
      console.log(`  allocated: ${allocated.kBPerCall} kB per call; most by:`);
      for (const a of allocated.bySelf)
        console.log(`    ${String(a.kBPerCall).padStart(7)} kB  ${a.name}`);
    }
    writeFileSync(
      join(ARTIFACTS, 'gateway-profile.json'),
      JSON.stringify(
        { at: new Date().toISOString(), load: load(), calls: CALLS, results },
        null,
        2,
      ),
    );
  } finally {
    await stack.stop();
  }
}

runMain(main);
