// Bundle sizes: what the sign-in page loads (the JS and CSS Chromium fetches for /login, gzipped)
// against its budget, and what each screen's first load fetches when it is opened by its address
// signed in (the app, the screen's route chunk and what it needs), reported per screen.
//
//   node tests/bench/bundle-size.mjs        (after `pnpm -r build`; WEB_DIST_DIR for another build)
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, report, row, runMain, signIn, startStack } from './lib.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = resolve(process.env.WEB_DIST_DIR ?? join(HERE, '../../packages/web/dist'));
const SCREENS = [
  'dashboard',
  'curator',
  'promotions',
  'tables',
  'codes',
  'curator/history',
  'activity',
];
const kB = (bytes) => +(bytes / 1000).toFixed(1);

/** The build's JS and CSS files that a page fetched while it opened `path`, once all was idle. */
async function filesLoaded(browser, url, gz, cookie, ready) {
  const context = await browser.newContext();
  try {
    if (cookie) {
      const [name, value] = cookie.split(/=(.*)/s);
      // set for the whole site: a cookie set for `/curator/history` would get the path
      // `/curator`, and the app's calls to `/trpc` would go out signed out
      await context.addCookies([{ name, value, url: new URL(url).origin }]);
    }
    const page = await context.newPage();
    const loaded = new Set();
    page.on('response', (res) => {
      const name = basename(new URL(res.url()).pathname);
      if (name in gz) loaded.add(name);
    });
    await page.goto(url);
    await ready(page);
    await page.waitForLoadState('networkidle');
    return [...loaded];
  } finally {
    await context.close();
  }
}

async function main() {
  const assets = join(DIST, 'assets');
  const files = readdirSync(assets).filter((f) => /\.(js|css)$/.test(f));
  if (files.length === 0) throw new Error(`no JS or CSS in ${assets}: run pnpm -r build first`);
  const gz = Object.fromEntries(
    files.map((f) => [f, gzipSync(readFileSync(join(assets, f)), { level: 9 }).length]),
  );
  const sum = (names) => names.reduce((a, f) => a + gz[f], 0);

  const stack = await startStack();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let login;
  const screens = {};
  try {
    login = await filesLoaded(browser, `${stack.gatewayUrl}/login`, gz, null, (page) =>
      page.getByLabel('Username').waitFor(),
    );
    const cookie = await signIn(stack.gatewayUrl);
    for (const screen of SCREENS)
      screens[screen] = await filesLoaded(
        browser,
        `${stack.gatewayUrl}/${screen}`,
        gz,
        cookie,
        (page) => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 }),
      );
  } finally {
    await browser.close();
    await stack.stop();
  }
  const perScreen = SCREENS.map((s) => `${s} ${kB(sum(screens[s]))} kB`).join(', ');
  report(
    'bundle-size',
    [
      row(
        'sign-in page JavaScript and CSS, gzipped',
        '≤ 90 kB',
        `${kB(sum(login))} kB (${login.length} files)`,
        sum(login) <= 90_000,
        login.join(', '),
      ),
      row(
        "each screen's first load (JS and CSS, gzipped, opened signed in by its address)",
        'reported',
        perScreen,
        true,
        `all JavaScript and CSS of the build: ${kB(sum(files))} kB in ${files.length} files`,
      ),
    ],
    { gzipBytes: gz, login, screens },
  );
}

runMain(main);
