// Lighthouse, desktop preset, on every screen with content: the sign-in page
// signed out, then each section signed in (the session cookie sent with extraHeaders). Lighthouse's
// npm package drives Debian's Chromium through chrome-launcher. Performance, accessibility and best
// practices must each be ≥ 95, judged on the median of BENCH_LIGHTHOUSE_RUNS runs per screen (3),
// as Lighthouse's documentation on variability advises: the run nearest the median FCP and TTI,
// its report kept; every run's performance score is printed beside it.
//
//   node tests/bench/lighthouse.mjs        BENCH_SCREENS=dashboard,curator (a subset)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import {
  ARTIFACTS,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  envNumber,
  report,
  row,
  runMain,
  signIn,
  startStack,
} from './lib.mjs';

const SCREENS = ['login', 'dashboard', 'curator', 'promotions', 'tables', 'codes', 'profile'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** Runs per screen; the median run (Lighthouse's `computeMedianRun`: nearest the median FCP and TTI) is judged. */
const RUNS = envNumber('BENCH_LIGHTHOUSE_RUNS', 3);

/** A category's score of one run, 0–100. */
const percent = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

async function main() {
  const wanted = process.env.BENCH_SCREENS?.split(',') ?? SCREENS;
  const stack = await startStack({ eventRate: 2 });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows = [];
  const details = {};
  try {
    const cookie = await signIn(stack.gatewayUrl);
    mkdirSync(join(ARTIFACTS, 'lighthouse'), { recursive: true });
    for (const screen of SCREENS.filter((s) => wanted.includes(s))) {
      const url = `${stack.gatewayUrl}/${screen}`;
      const options = {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        ...(screen === 'login' ? {} : { extraHeaders: { Cookie: cookie } }),
      };
      // Lighthouse's advice on variability: several runs, the one nearest the median kept
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const runner = await lighthouse(url, options, desktopConfig);
        if (!runner) throw new Error(`lighthouse gave no result for ${url}`);
        if (runner.lhr.runtimeError) {
          throw new Error(`${screen}: ${runner.lhr.runtimeError.message}`);
        }
        runs.push(runner);
      }
      const lhr = computeMedianRun(runs.map((r) => r.lhr));
      const runner = runs.find((r) => r.lhr === lhr);
      writeFileSync(join(ARTIFACTS, 'lighthouse', `${screen}.html`), runner.report);
      const everyRun = runs.map((r) => percent(r.lhr, 'performance'));
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, percent(lhr, c)]));
      // what costs points, for the notes
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => a.id)
        .slice(0, 6);
      details[screen] = {
        scores,
        performanceEveryRun: everyRun,
        failing,
        // the performance score's parts (ms; layout shift unitless)
        metrics: Object.fromEntries(
          [
            'first-contentful-paint',
            'largest-contentful-paint',
            'total-blocking-time',
            'speed-index',
            'cumulative-layout-shift',
          ].map((id) => [
            id,
            +(lhr.audits[id]?.numericValue ?? NaN).toFixed(
              id === 'cumulative-layout-shift' ? 3 : 0,
            ),
          ]),
        ),
      };
      const min = Math.min(...Object.values(scores));
      rows.push(
        row(
          `Lighthouse desktop: ${screen}`,
          '≥ 95 each',
          `perf ${scores.performance}, a11y ${scores.accessibility}, best practices ${scores['best-practices']} (median of ${RUNS} runs; perf ${everyRun.join(', ')})`,
          min >= 95,
          failing.join(', '),
        ),
      );
      console.log(
        `${screen}: ${JSON.stringify(scores)} runs ${everyRun.join('/')} ${JSON.stringify(details[screen].metrics)} ${failing.join(', ')}`,
      );
    }
    report('lighthouse', rows, details);
  } finally {
    chrome.kill();
    await stack.stop();
  }
}

runMain(main);
