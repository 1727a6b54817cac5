import { join } from 'node:path';
import { expect, test } from './fixtures.js';

/**
 * Every screen at the three sizes staff use: it never scrolls sideways (wide tables scroll in
 * their own frame), and a screenshot of each is kept for review (artifacts/screenshots/fit-*).
 */
const SCREENS = [
  'dashboard',
  'curator',
  'curator/history',
  'promotions',
  'tables',
  'codes',
  'activity',
  'changes',
  'profile',
  'games',
];
const SIZES = [
  [1440, 900],
  [1280, 800],
  [390, 844],
] as const;
const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

test('every screen fits 1440×900, 1280×800 and 390×844: no sideways scrolling, the heading at the top', async ({
  page,
}) => {
  test.slow();
  for (const screen of SCREENS) {
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await page.goto(`/${screen}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // the screen's data has arrived: nothing says it is still loading
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, `/${screen} at ${width}×${height} scrolls sideways`).toBe(0);
      // the heading starts right under the top of the page (a short screen is not pushed down)
      const top = await page.getByRole('heading', { level: 1 }).first().boundingBox();
      expect(top?.y ?? 0, `/${screen} at ${width}×${height}: heading at ${top?.y}`).toBeLessThan(
        160,
      );
      await page.screenshot({ path: join(SHOTS, `fit-${screen.replace('/', '-')}-${width}.png`) });
    }
  }
});
