// Lighthouse, desktop preset, on every screen with content (issue 19, row 7): the sign-in page
// signed out, then each section signed in (the session cookie sent with extraHeaders). Lighthouse's
// npm package drives Debian's Chromium through chrome-launcher. Performance, accessibility and best
// practices must each be ≥ 95.
//
//   node tests/bench/lighthouse.mjs        BENCH_SCREENS=dashboard,curator (a subset)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {
  ARTIFACTS,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  report,
  row,
  runMain,
  signIn,
  startStack,
} from './lib.mjs';

const SCREENS = ['login', 'dashboard', 'curator', 'promotions', 'tables', 'codes', 'profile'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

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
      const runner = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'html',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          ...(screen === 'login' ? {} : { extraHeaders: { Cookie: cookie } }),
        },
        desktopConfig,
      );
      if (!runner) throw new Error(`lighthouse gave no result for ${url}`);
      const { lhr } = runner;
      writeFileSync(join(ARTIFACTS, 'lighthouse', `${screen}.html`), runner.report);
      if (lhr.runtimeError) throw new Error(`${screen}: ${lhr.runtimeError.message}`);
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      );
      // what costs points, for the notes
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => a.id)
        .slice(0, 6);
      details[screen] = {
        scores,
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
          `perf ${scores.performance}, a11y ${scores.accessibility}, best practices ${scores['best-practices']}`,
          min >= 95,
          failing.join(', '),
        ),
      );
      console.log(
        `${screen}: ${JSON.stringify(scores)} ${JSON.stringify(details[screen].metrics)} ${failing.join(', ')}`,
      );
    }
    report('lighthouse', rows, details);
  } finally {
    chrome.kill();
    await stack.stop();
  }
}

runMain(main);
