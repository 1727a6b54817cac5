// Bundle sizes: every JavaScript and CSS file of the web build, gzipped, and what
// the sign-in page loads (the JS and CSS Chromium fetches for /login, gzipped the same way).
//
//   node tests/bench/bundle-size.mjs        (after `pnpm -r build`; WEB_DIST_DIR for another build)
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, report, row, runMain, startStack } from './lib.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = resolve(process.env.WEB_DIST_DIR ?? join(HERE, '../../packages/web/dist'));
const kB = (bytes) => +(bytes / 1000).toFixed(1);

async function main() {
  const assets = join(DIST, 'assets');
  const files = readdirSync(assets).filter((f) => /\.(js|css)$/.test(f));
  if (files.length === 0) throw new Error(`no JS or CSS in ${assets}: run pnpm -r build first`);
  const gz = Object.fromEntries(
    files.map((f) => [f, gzipSync(readFileSync(join(assets, f)), { level: 9 }).length]),
  );
  const total = Object.values(gz).reduce((a, b) => a + b, 0);

  const stack = await startStack();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const loaded = new Set();
  try {
    const page = await browser.newPage();
    page.on('response', (res) => {
      const name = basename(new URL(res.url()).pathname);
      if (name in gz) loaded.add(name);
    });
    await page.goto(`${stack.gatewayUrl}/login`);
    await page.getByLabel('Username').waitFor();
    await page.waitForLoadState('networkidle');
  } finally {
    await browser.close();
    await stack.stop();
  }
  const login = [...loaded].reduce((a, f) => a + gz[f], 0);
  const largest = Object.entries(gz)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([f, b]) => `${f.replace(/-[\w-]{8}\./, '.')} ${kB(b)}`)
    .join(', ');
  report(
    'bundle-size',
    [
      row(
        'all JavaScript and CSS, gzipped',
        '≤ 350 kB',
        `${kB(total)} kB (${files.length} files)`,
        total <= 350_000,
        `largest: ${largest}`,
      ),
      row(
        'sign-in page JavaScript and CSS, gzipped',
        '≤ 90 kB',
        `${kB(login)} kB (${loaded.size} files)`,
        login <= 90_000,
        [...loaded].join(', '),
      ),
    ],
    { gzipBytes: gz, login: [...loaded] },
  );
}

runMain(main);
