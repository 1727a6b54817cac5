// A slot order save of two moves in order mode, end to end: a drag within the first page and a
// move to a far position (Set Order Position), then Save Order, timed from the click until the
// "Order Saved" status shows, with the admin-API requests the gateway made for it until its answer
// (counted by the sandbox's test-only surface, `GET /__sandbox/request-counts`).

async function sandboxJson(sandboxUrl, method, path) {
  const res = await fetch(`${sandboxUrl}${path}`, { method });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status}`);
  return res.json();
}

/** A mouse drag from the middle of one element to the middle of another. */
async function drag(page, from, to) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('drag: element not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 12, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
  await page.mouse.move(b.x + b.width / 2 + 1, b.y + b.height / 2 + 1, { steps: 2 });
  await page.mouse.up();
}

/**
 * Opens order mode on `group`, makes two moves and saves. Returns the save's time, the requests
 * the admin API answered during it, and the order mode screen before saving (`screenshot`).
 */
export async function measureSave(page, base, group, sandboxUrl, screenshot) {
  await page.goto(`${base}/curator?group=${encodeURIComponent(group.id)}`);
  const mode = page.getByRole('region', { name: 'Order editing' });
  await page
    .getByRole('region', { name: /^Slots/ })
    .getByRole('button', { name: 'Edit Order' })
    .click();
  const cards = mode.getByRole('list', { name: 'Slot order' }).getByTestId('order-card');
  await cards.first().waitFor({ timeout: 60_000 });
  const meta = mode.getByTestId('order-meta');

  // 1. the first card onto the third
  await drag(page, cards.nth(0), cards.nth(2));
  await page.waitForFunction(
    (el) => el?.textContent?.includes('Unsaved changes'),
    await meta.elementHandle(),
  );
  // 2. the fourth card to the middle of the group
  const target = Math.ceil(group.total / 2);
  await cards.nth(3).click({ modifiers: ['Shift'] });
  const dialog = page.getByRole('dialog', { name: 'Set Order Position' });
  await dialog.getByLabel('New position').fill(String(target));
  await dialog.getByRole('button', { name: 'Set Position' }).click();
  await dialog.waitFor({ state: 'hidden' });
  if (screenshot) await page.screenshot({ path: screenshot });

  // without the sandbox's test-only surface (a plain `npm start`), the save is timed, not counted
  if (sandboxUrl) await sandboxJson(sandboxUrl, 'DELETE', '/__sandbox/request-counts');
  const saved = page.getByRole('status').filter({ hasText: 'Order Saved' });
  // The save's own requests are counted when its answer arrives: after it, the screen refreshes
  // the slot list it shows (a page of 32), which is not part of the save.
  const answered = page.waitForResponse((r) => r.url().includes('slots.bulkOrder'), {
    timeout: 180_000,
  });
  const t0 = Date.now();
  await mode.getByRole('button', { name: 'Save Order' }).click();
  await answered;
  const answeredMs = Date.now() - t0;
  const counts = sandboxUrl
    ? await sandboxJson(sandboxUrl, 'GET', '/__sandbox/request-counts')
    : { total: null, byPath: {} };
  await saved.waitFor({ timeout: 180_000 });
  const ms = Date.now() - t0;
  await mode.waitFor({ state: 'hidden' });
  return { ms, answeredMs, target, requests: counts.total, byPath: counts.byPath };
}
