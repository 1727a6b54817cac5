// Publish history at scale: a publish with its snapshot, a change, a second publish, the diff
// between the two versions, and a restore of the first, through the gateway's tRPC procedures, at
// each SANDBOX_SCALE of BENCH_PUBLISH_SCALES (default `1,5`: 3,000 and 15,000 slots). Reports each
// time, the snapshot's storage per publish (as JSON and as stored, compressed), and what a year of
// daily publishes would store at the history's default retention (PUBLISH_HISTORY_KEEP=100,
// PUBLISH_HISTORY_MAX_AGE_DAYS=90: whichever keeps fewer).
//
//   node tests/bench/publish-history.mjs        (after `pnpm -r build`)
import {
  accessToken,
  envNumber,
  report,
  row,
  runMain,
  signIn,
  startStack,
  stats,
  trpcUrl,
} from './lib.mjs';

const SCALES = (process.env.BENCH_PUBLISH_SCALES ?? '1,5').split(',').map(Number);
const DIFFS = envNumber('BENCH_DIFFS', 3);
const DIFF_GOAL_MS = 1000;
const KEEP = 100;
const MAX_AGE_DAYS = 90;

async function call(base, headers, kind, procedure, input) {
  const t0 = performance.now();
  const res =
    kind === 'query'
      ? await fetch(trpcUrl(base, procedure, input), { headers })
      : await fetch(`${base}/trpc/${procedure}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(input ?? null),
        });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${procedure}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return { ms, data: JSON.parse(text).result.data };
}

const mb = (bytes) => +(bytes / 1048576).toFixed(2);

async function runScale(scale) {
  console.log(`starting a local stack (scale ${scale}) ...`);
  // the publish and the restore themselves, not the second administrator's approval they need
  // by default (APPROVALS_REQUIRED)
  const stack = await startStack({
    env: { SANDBOX_SCALE: String(scale), APPROVALS_REQUIRED: 'none' },
  });
  try {
    const base = stack.gatewayUrl;
    const headers = { cookie: await signIn(base), origin: base };
    const token = await accessToken(stack.identityFile);
    const first = await call(base, headers, 'mutation', 'catalogue.publish', {});
    // a change between the versions: ten slots renamed, straight on the admin API
    for (let id = 1; id <= 10; id += 1) {
      const res = await fetch(`${stack.sandboxUrl}/slots/${id}/update`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Renamed for the bench ${id}` }),
      });
      if (!res.ok) throw new Error(`renaming slot ${id}: HTTP ${res.status}`);
    }
    const second = await call(base, headers, 'mutation', 'catalogue.publish', {});
    const { data: list } = await call(base, headers, 'query', 'publishes.list', {
      page: 1,
      limit: 20,
    });
    const [v2, v1] = list.items;
    if (!v1?.hasSnapshot || !v2?.hasSnapshot) throw new Error('the publishes have no snapshots');
    const diffTimes = [];
    let diff;
    for (let i = 0; i < DIFFS; i += 1) {
      const r = await call(base, headers, 'query', 'publishes.diff', { from: v1.id, to: v2.id });
      diffTimes.push(r.ms);
      diff = r.data;
    }
    const restore = await call(base, headers, 'mutation', 'publishes.restore', {
      snapshotId: v1.id,
      reason: 'bench: the first version back',
    });
    const perYear = Math.min(KEEP, Math.ceil(MAX_AGE_DAYS), 365);
    return {
      scale,
      slots: v1.counts?.slots ?? null,
      publishMs: [+first.ms.toFixed(0), +second.ms.toFixed(0)],
      diffMs: stats(diffTimes),
      diffSummary: JSON.stringify(diff).slice(0, 300),
      restoreMs: +restore.ms.toFixed(0),
      rawBytes: v2.rawBytes,
      storedBytes: v2.storedBytes,
      keptSnapshots: perYear,
      yearStoredMb: mb(perYear * v2.storedBytes),
      yearUnboundedMb: mb(365 * v2.storedBytes),
    };
  } finally {
    await stack.stop();
  }
}

async function main() {
  const results = [];
  for (const scale of SCALES) {
    const r = await runScale(scale);
    console.log(JSON.stringify(r, null, 2));
    results.push(r);
  }
  report(
    'publish-history',
    results.flatMap((r) => [
      row(
        `publish with snapshot, then restore (scale ${r.scale})`,
        'reported',
        `publish ${r.publishMs.join(' / ')} ms; restore ${r.restoreMs} ms`,
        true,
      ),
      row(
        `diff between two versions of the catalogue (scale ${r.scale})`,
        `≤ ${DIFF_GOAL_MS / 1000} s`,
        `median ${r.diffMs.median} ms, max ${r.diffMs.max} ms (${DIFFS} diffs)`,
        r.diffMs.max <= DIFF_GOAL_MS,
      ),
      row(
        `snapshot storage per publish (scale ${r.scale})`,
        'reported',
        `${mb(r.storedBytes)} MB stored (compressed) of ${mb(r.rawBytes)} MB JSON; a year of daily publishes keeps ${r.keptSnapshots}: ${r.yearStoredMb} MB (${r.yearUnboundedMb} MB without retention)`,
        true,
      ),
    ]),
    { results },
  );
}

runMain(main);
