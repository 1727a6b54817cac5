/* global window, document, requestAnimationFrame, MutationObserver -- code passed to page.evaluate runs in the browser */
// One run of the order-mode bench in a signed-in page: opens order mode on a group, times it until
// interactive, drags a card across the page strip while recording frame times, and leaves without
// saving. Also the page's memory once order mode is open, and the group with the most slots.
import { stats } from './lib.mjs';

/** One frame at 60 Hz (ms). */
const VSYNC_MS = 1000 / 60;

export async function trpc(page, base, procedure, input) {
  const url = `${base}/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;
  const res = await page.request.get(url);
  if (!res.ok()) throw new Error(`${procedure}: HTTP ${res.status()} ${await res.text()}`);
  return (await res.json()).result.data;
}

export async function signInPage(page, base) {
  await page.goto(`${base}/curator`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('Admin123!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Curator', level: 1 }).waitFor();
}

/** The group with the most slots, by its filter total. */
export async function largestGroup(page, base) {
  const { items: groups } = await trpc(page, base, 'groups.list');
  let largest = null;
  for (const g of groups) {
    const p = await trpc(page, base, 'slots.filter', {
      page: 1,
      limit: 1,
      groupId: g.id,
      order: 'ASC',
      sort: 'default',
      status: 'all',
    }).catch(() => null);
    if (p && (!largest || p.total > largest.total))
      largest = { id: g.id, name: g.displayName, total: p.total };
  }
  if (!largest) throw new Error('no group found');
  return largest;
}

/**
 * The page's memory with order mode open, after a garbage collection: the JavaScript heap in use
 * and the DOM's node count (Chromium's performance metrics).
 */
export async function pageMemory(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
    return {
      jsHeapUsedMb: +(m.JSHeapUsedSize / 1048576).toFixed(1),
      jsHeapTotalMb: +(m.JSHeapTotalSize / 1048576).toFixed(1),
      domNodes: m.Nodes,
    };
  } finally {
    await cdp.detach();
  }
}

/** Opens order mode on `largest`, drags, measures; `beforeLeaving` runs with order mode open. */
export async function measureOpenAndDrag(page, base, largest, run, beforeLeaving) {
  await page.goto(`${base}/curator?group=${encodeURIComponent(largest.id)}`);
  const slots = page.getByRole('region', { name: /^Slots/ });
  const edit = slots.getByRole('button', { name: 'Edit Order' });
  await edit.waitFor();
  await page.waitForLoadState('networkidle').catch(() => {});

  // Time until interactive: from the click to the first frame painted with the page's cards,
  // the strip and an enabled drag handle.
  await page.evaluate(() => {
    window.__bench = { longTasks: [] };
    try {
      const po = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__bench.longTasks.push(e.duration);
      });
      po.observe({ type: 'longtask', buffered: false });
      window.__bench.po = po;
    } catch {
      // no long-task timing in this browser: the figures leave it out
    }
  });
  await page.evaluate(() => {
    const b = window.__bench;
    // the first frame painted with the cards and the strip, seen from inside the page
    const mo = new MutationObserver(() => {
      if (
        b.ready ||
        !document.querySelector('[data-testid="order-card"] button[aria-roledescription]') ||
        !document.querySelector('[data-testid="page-tile"]')
      )
        return;
      b.ready = performance.now();
      mo.disconnect();
      requestAnimationFrame((t) => {
        b.painted = t;
      });
    });
    mo.observe(document.body, { childList: true, subtree: true });
    b.t0 = performance.now();
  });
  // a 5,000-slot group on a busy machine can take longer than Playwright's 30 s default
  const OPEN_TIMEOUT = { timeout: 180_000 };
  const loadResponse = page.waitForResponse(
    (r) => r.url().includes('slots.listAllForOrdering'),
    OPEN_TIMEOUT,
  );
  await edit.click();
  const firstHandle = page
    .getByTestId('order-card')
    .first()
    .getByRole('button', { name: /^Move / });
  await firstHandle.waitFor(OPEN_TIMEOUT);
  await page.getByTestId('page-tile').first().waitFor();
  await page.waitForFunction(() => window.__bench.painted !== undefined, null, OPEN_TIMEOUT);
  const tti = await page.evaluate(() => window.__bench.painted - window.__bench.t0);
  const loaded = await page.getByTestId('order-meta').innerText();
  const loadTiming = (await loadResponse).request().timing();
  const loadRequestMs = +(loadTiming.responseEnd - loadTiming.requestStart).toFixed(0);
  const longTasksOpen = await page.evaluate(() => window.__bench.longTasks.splice(0));

  // Frame times during a drag from page 1 across the strip (edge-scrolled) onto a far page.
  await page.evaluate(() => {
    const b = window.__bench;
    b.frames = [];
    b.running = true;
    const tick = (t) => {
      b.frames.push(t);
      if (b.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const card = page.getByTestId('order-card').nth(3);
  const cardBox = await card.boundingBox();
  const strip = await page.getByTestId('page-strip').boundingBox();
  const title = await card.getByTestId('order-title').innerText();
  const dragStart = Date.now();
  await page.mouse.move(cardBox.x + cardBox.width / 2, cardBox.y + cardBox.height / 2);
  await page.mouse.down();
  // through the grid
  for (let i = 1; i <= 20; i += 1)
    await page.mouse.move(
      cardBox.x + cardBox.width / 2 + i * 10,
      cardBox.y + cardBox.height / 2 + i * 4,
    );
  // up to the strip, then hold at its right edge so it scrolls
  const y = strip.y + strip.height / 2;
  for (let i = 1; i <= 20; i += 1)
    await page.mouse.move(
      strip.x + strip.width * 0.3 + i * 10,
      cardBox.y + (y - cardBox.y) * (i / 20),
    );
  const edgeX = strip.x + strip.width - 20;
  await page.mouse.move(edgeX, y, { steps: 10 });
  const holdUntil = Date.now() + 1500;
  while (Date.now() < holdUntil) await page.mouse.move(edgeX + (Date.now() % 2), y);
  // back into the strip, over a tile
  await page.mouse.move(strip.x + strip.width * 0.6, y, { steps: 15 });
  const over = await page.evaluate(
    () =>
      document
        .querySelector('[data-testid="page-tile"][class*="tileOver"]')
        ?.getAttribute('data-page') ?? null,
  );
  const dropT0 = await page.evaluate(() => performance.now());
  await page.mouse.up();
  const dropMs = await page.evaluate(
    (t0) =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame((t) => resolve(t - t0))),
      ),
    dropT0,
  );
  const dragMs = Date.now() - dragStart;
  const frames = await page.evaluate(() => {
    const b = window.__bench;
    b.running = false;
    const out = [];
    for (let i = 1; i < b.frames.length; i += 1) out.push(b.frames[i] - b.frames[i - 1]);
    return { deltas: out, longTasks: b.longTasks.splice(0) };
  });
  const note = await page
    .locator('[class*="note"]')
    .first()
    .innerText()
    .catch(() => '');
  const deltas = frames.deltas;
  const runResult = {
    run,
    timeToInteractiveMs: +tti.toFixed(1),
    // of which: the one gateway call that loads the whole group (its upstream pages of 100)
    loadRequestMs,
    header: loaded.replace(/\s+/g, ' '),
    longTasksWhileOpeningMs: longTasksOpen.map((d) => +d.toFixed(0)),
    drag: {
      movedSlot: title,
      droppedOnPage: over === null ? null : Number(over),
      result: note,
      durationMs: dragMs,
      frameMs: stats(deltas),
      framesOver16_7ms: deltas.filter((d) => d > 16.7).length,
      framesOver50ms: deltas.filter((d) => d > 50).length,
      // frames that skipped at least one vsync (a 60 Hz frame's rAF delta is 16.6–16.8 ms)
      framesMissedPct: +(
        (100 * deltas.filter((d) => d > VSYNC_MS * 1.5).length) /
        Math.max(1, deltas.length)
      ).toFixed(1),
      longTasksMs: frames.longTasks.map((d) => +d.toFixed(0)),
      dropToNextFrameMs: +dropMs.toFixed(1),
    },
  };
  console.log(JSON.stringify(runResult, null, 2));
  if (beforeLeaving) runResult.memory = await beforeLeaving();
  // leave without saving
  await page.getByTestId('order-mode').getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByTestId('order-mode').waitFor({ state: 'detached' });
  return runResult;
}
