// The memory a gateway holds before it serves anything: a Node process that has only loaded the
// gateway's modules (its code and every library it loads at start; no server, no database, no
// call), beside a bare Node process. Each reading is a fresh process with this bench's Node and no
// memory limit: RSS one second after the imports, V8's young generation as committed, and the heap
// in use. With no container limit V8 sizes its young generation from the host's memory, so on a
// large host this row is the floor under "RSS after start" whatever the gateway's own code does;
// run it with the image's Node to read the image's floor, e.g.
// `npx -y node@24 tests/bench/module-floor.mjs` (after `pnpm -r build`).
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { defaultMains } from '../../scripts/local-stack.mjs';
import { report, row, runMain } from './lib.mjs';

const APP = join(dirname(defaultMains().gateway), 'app.js');
const MB = 1024 * 1024;

/** One fresh process: the modules imported, then its memory after a second of idle. */
function reading(modules) {
  const script = `
    import v8 from 'node:v8';
    for (const m of ${JSON.stringify(modules)}) await import(m);
    setTimeout(() => {
      const young = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
      const { rss, heapUsed } = process.memoryUsage();
      console.log(JSON.stringify({ rss: rss / ${MB}, young: young.space_size / ${MB}, used: heapUsed / ${MB} }));
    }, 1000);`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

const text = ({ rss, young, used }) =>
  `RSS ${rss.toFixed(1)} MB (young generation ${young.toFixed(0)} MB, heap in use ${used.toFixed(1)} MB)`;

async function main() {
  const where = `Node ${process.version}, no memory limit`;
  const bare = reading([]);
  const gateway = reading([APP]);
  report('module-floor', [
    row(`a bare Node process (${where})`, 'reported', text(bare), true),
    row(
      `the gateway's modules loaded, nothing started (${where})`,
      'reported',
      text(gateway),
      true,
      `the floor under "RSS after start", against its 200 MB`,
    ),
  ]);
}

runMain(main);
