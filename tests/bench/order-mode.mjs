// Order-mode benchmark: opens slot order-edit mode on the largest group in Chromium and reports
// the time until it is interactive, the frame times during a drag across pages, the page's memory,
// and a save of two moves with the admin-API requests behind it. It runs at each configuration of
// BENCH_ORDER_CONFIGS, `scale:latency` pairs (default `1:0,5:0,5:100`): the sandbox seeded at
// SANDBOX_SCALE (5: 15,000 slots, a 5,000-slot group, the most order mode loads) and answering
// after SANDBOX_LATENCY_MS, as a remote admin API would.
//
//   node tests/bench/order-mode.mjs            (after `pnpm -r build`)
//   BENCH_ORDER_CONFIGS=5:100 node tests/bench/order-mode.mjs
//   WEB_DIST_DIR=/tmp/web node tests/bench/order-mode.mjs   (a web build of your own)
//
// Each configuration starts its own local stack (cognito-local, sandbox, gateway) on free ports
// with fresh data, so it never touches the e2e stack or `npm start`. A script, not a timed test: it
// prints the figures (and writes them to tests/artifacts/bench/order-mode.json); BENCH_RUNS=3 by
// default; it fails only when order mode does not work at all.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import {
  ARTIFACTS,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  envNumber,
  report,
  row,
  runMain,
  startStack,
  stats,
} from './lib.mjs';
import { largestGroup, measureOpenAndDrag, pageMemory, signInPage } from './order-mode-page.mjs';
import { measureSave } from './order-mode-save.mjs';

const RUNS = envNumber('BENCH_RUNS', 3);
const CONFIGS = (process.env.BENCH_ORDER_CONFIGS ?? '1:0,5:0,5:100').split(',').map((c) => {
  const [scale, latency] = c.split(':').map(Number);
  if (!Number.isInteger(scale) || !Number.isInteger(latency))
    throw new Error(`BENCH_ORDER_CONFIGS: "${c}" is not scale:latency`);
  return { scale, latency };
});

/** The goals: the spec's largest group opens in 2 s locally, 3 s behind 100 ms of latency. */
const openGoalMs = ({ scale, latency }) => (scale === 1 ? 500 : latency >= 100 ? 3000 : 2000);
const SAVE_GOAL_MS = 2000;

async function runConfig(config, browser) {
  const { scale, latency } = config;
  const label = `scale ${scale}, ${latency} ms latency`;
  console.log(`starting a local stack (${label}) ...`);
  const t0 = Date.now();
  const stack = await startStack({
    eventRate: 5,
    env: {
      SANDBOX_SCALE: String(scale),
      SANDBOX_LATENCY_MS: String(latency),
      SANDBOX_FAULTS: '1',
    },
  });
  const out = { config, label, stackStartMs: Date.now() - t0, runs: [] };
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    page.on('dialog', (d) => {
      console.log(`dialog: ${d.type()} ${d.message()}`);
      void d.accept();
    });
    const base = stack.gatewayUrl;
    await signInPage(page, base);
    const largest = await largestGroup(page, base);
    out.group = largest;
    console.log(`largest group: ${largest.name} (${largest.id}), ${largest.total} slots`);
    for (let run = 1; run <= RUNS; run += 1)
      out.runs.push(
        await measureOpenAndDrag(
          page,
          base,
          largest,
          run,
          run === 1 ? () => pageMemory(page) : null,
        ),
      );
    const shot = join(ARTIFACTS, `order-mode-scale${scale}-latency${latency}.png`);
    // a save that fails is a row of its own; the open and drag figures above still count
    out.save = await measureSave(page, base, largest, stack.sandboxUrl, shot).catch((err) => ({
      error: err.message.split('\n')[0],
    }));
    console.log(`save: ${JSON.stringify(out.save)}`);
  } catch (err) {
    mkdirSync(ARTIFACTS, { recursive: true });
    for (const p of context.pages())
      await p
        .screenshot({ path: join(ARTIFACTS, `order-mode-failure-scale${scale}.png`) })
        .catch(() => {});
    throw err;
  } finally {
    await context.close();
    await stack.stop();
  }
  out.summary = {
    timeToInteractiveMs: stats(out.runs.map((r) => r.timeToInteractiveMs)),
    loadRequestMs: stats(out.runs.map((r) => r.loadRequestMs)),
    dragFrameMedianMs: stats(out.runs.map((r) => r.drag.frameMs.median)),
    dragFrameP95Ms: stats(out.runs.map((r) => r.drag.frameMs.p95)),
    dragFramesMissedPct: stats(out.runs.map((r) => r.drag.framesMissedPct)),
  };
  return out;
}

function rowsOf(c) {
  const { label, group, summary, save } = c;
  const open = summary.timeToInteractiveMs.median;
  const goal = openGoalMs(c.config);
  const missed = summary.dragFramesMissedPct.median;
  const memory = c.runs[0]?.memory;
  const pages = Math.ceil(group.total / 100);
  const saveGoal = c.config.latency >= 100;
  const saveRows = save.error
    ? [row(`order save of two moves, ${group.total} slots (${label})`, 'saved', save.error, false)]
    : [
        row(
          `order save of two moves, ${group.total} slots (${label})`,
          saveGoal ? `≤ ${SAVE_GOAL_MS / 1000} s` : 'reported',
          `${(save.ms / 1000).toFixed(2)} s (the gateway's answer after ${(save.answeredMs / 1000).toFixed(2)} s)`,
          saveGoal ? save.ms <= SAVE_GOAL_MS : true,
        ),
        row(
          `order save: admin-API requests (${label})`,
          `≤ ${pages + 1} (one read of the group in ${pages} pages, one write)`,
          `${save.requests}: ${Object.entries(save.byPath)
            .map(([k, v]) => `${k} ×${v}`)
            .join(', ')}`,
          save.requests <= pages + 1,
        ),
      ];
  return [
    row(
      `order mode open, ${group.total} slots (${label})`,
      `≤ ${goal / 1000} s`,
      `${(open / 1000).toFixed(2)} s (median of ${RUNS}; listAllForOrdering ${summary.loadRequestMs.median} ms)`,
      open <= goal,
    ),
    // "p95 ≤ 16.7 ms" is "95 % of frames at one 60 Hz vsync"; rAF timestamps jitter by
    // ±0.1 ms around 16.67, so the p95 of a run with no missed frame reads 16.7 or 16.8.
    row(
      `order mode: frames missing a vsync while dragging (${label})`,
      '≤ 5 % of frames',
      `${missed} %; p95 frame ${summary.dragFrameP95Ms.median} ms (medians of ${RUNS})`,
      missed <= 5,
    ),
    row(
      `order mode: page memory with ${group.total} slots open (${label})`,
      'reported',
      memory
        ? `JS heap ${memory.jsHeapUsedMb} MB used (${memory.jsHeapTotalMb} MB allocated), ${memory.domNodes} DOM nodes`
        : 'not measured',
      memory !== undefined,
    ),
    ...saveRows,
  ];
}

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const result = { at: new Date().toISOString(), configs: [] };
  try {
    for (const config of CONFIGS) result.configs.push(await runConfig(config, browser));
  } finally {
    await browser.close();
  }
  report('order-mode', result.configs.flatMap(rowsOf), result);
}

runMain(main);
