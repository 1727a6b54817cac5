import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { animationsDone } from './settled.js';

/** The impacts that fail a check (Deque's axe-core rules; minor and moderate are reported only). */
const FAILING = new Set(['serious', 'critical']);

/**
 * Runs axe-core (every rule of the bundled version, WCAG 2.2's target size too, which axe-core
 * leaves off unless asked) on what the page shows once its animations
 * have ended — the screen, or the open dialog with `scope` — and fails on any serious or critical violation, naming the
 * rule, its impact and the first elements concerned. The full result is attached to the test.
 * The failure is soft: a test that checks several screens goes on and fails at its end, naming
 * every screen with a finding, not only the first.
 */
export async function expectAccessible(page: Page, what: string, scope?: string) {
  // colours are read as they end, not mid-fade
  await animationsDone(page);
  // Only violations are judged: passes and incomplete results are summarised to one node each.
  // Legacy mode runs axe in the page itself instead of gathering its result in a second, blank
  // page: a scan takes a third to a half of the time, and what it gives up (cross-origin frames)
  // is not on these screens (the only such frame, the demo game, is not ours to check).
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } });
  if (scope) builder = builder.include(scope);
  const results = await builder.analyze();
  await test.info().attach(`axe ${what}`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const failing = results.violations.filter((v) => FAILING.has(v.impact ?? ''));
  const report = failing.map(
    (v) =>
      `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.help}\n` +
      v.nodes
        .slice(0, 3)
        .map(
          (n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ')}`,
        )
        .join('\n'),
  );
  expect.soft(report, `axe: serious or critical violations on ${what}`).toEqual([]);
}
