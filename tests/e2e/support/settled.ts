import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until every animation that ends has ended (a dialog's fade-in, the drawer's slide), so a
 * screenshot or axe reads the end state and not a frame on the way to it (axe judged colours
 * mid-fade). Endless ones (spinners, the live dot's pulse) are left out.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Resolves once the page has drawn a frame after this call (what changed since had its chance to show). */
export async function frameDrawn(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
}

/** dnd-kit's live region, where the order grids announce each step of a drag. */
export function dragAnnouncements(page: Page): Locator {
  return page.locator('[id^="DndLiveRegion-"]');
}

/**
 * Waits for a drag under way to be announced over another place than `from` (the announcement
 * before the move): the grid has taken the move, and a drop now lands there.
 */
export async function announcedMove(page: Page, from: string | null): Promise<void> {
  const live = dragAnnouncements(page);
  await expect(live).toContainText(' is over ');
  await expect(live).not.toHaveText(from ?? '');
}

/**
 * Moves a card with dnd-kit's keyboard sensor: Space on its focused handle (pick up), an arrow,
 * Space (drop), each key once the grid shows the state the one before leads to. With
 * `overPosition`, the grid must announce the card over that position before the drop.
 */
export async function keyboardMove(
  page: Page,
  handle: Locator,
  key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown',
  overPosition?: number,
): Promise<void> {
  const live = dragAnnouncements(page);
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // picked up, and over its own place
  await expect(live).toContainText(' is over ');
  const start = await live.textContent();
  // The sensor listens for arrows from the task after the pick-up on: a task queued in the page
  // now runs after that one.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press(key);
  await announcedMove(page, start);
  if (overPosition !== undefined) {
    await expect(page.getByText(` is over position ${overPosition}.`)).toBeAttached();
  }
  await page.keyboard.press('Space');
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
}
