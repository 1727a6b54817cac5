// The catalogue diff's speed (a timing, so a bench and not a unit test): 3,000 slots in 12
// groups, every group's order reversed, compared by @pitboss/contracts' diffCatalogues. The goal
// is the one the publish history's compare screen needs: well under a second.
//
//   node tests/bench/catalogue-diff.mjs    (BENCH_RUNS: how many diffs, default 15)
import { diffCatalogues } from '@pitboss/contracts';
import { envNumber, report, row, runMain, stats } from './lib.mjs';

const SLOTS = 3000;
const GROUPS = 12;
const at = '2026-01-01T00:00:00.000Z';

function tables(reverse) {
  const groups = Array.from({ length: GROUPS }, (_, i) => ({
    id: i + 1,
    display_name: `Group ${i + 1}`,
    name: `group ${i + 1}`,
    slug: `group-${i + 1}`,
    order_hint: i + 1,
    archived: false,
    updated_at: at,
  }));
  const slots = Array.from({ length: SLOTS }, (_, i) => ({
    id: i + 1,
    title: `Slot ${i + 1}`,
    identifier: `s${i + 1}`,
    provider_id: 1,
    params: { volatility: 'high', payout: 96 },
    updated_at: at,
  }));
  const slotGroups = groups.flatMap((g, gi) => {
    const members = slots.filter((_, i) => i % 4 === gi % 4);
    return members.map((s, i) => ({
      slot_id: s.id,
      group_id: g.id,
      position: reverse ? members.length - i : i + 1,
    }));
  });
  const providers = [
    { id: 1, display_name: 'Velvet', slug: 'velvet', live: true, order_hint: 1, updated_at: at },
  ];
  return { groups, providers, slots, slot_groups: slotGroups };
}

async function main() {
  const runs = envNumber('BENCH_RUNS', 15);
  const before = tables(false);
  const after = tables(true);
  const times = [];
  let moved = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    moved = diffCatalogues(before, after).summary.slots.moved;
    times.push(performance.now() - started);
  }
  const s = stats(times);
  report(
    'catalogue-diff',
    [
      row(
        `diff of ${SLOTS} slots in ${GROUPS} groups, every order reversed (median of ${runs})`,
        '< 1,000 ms',
        `${s.median.toFixed(1)} ms (${moved} moves)`,
        s.median < 1000,
      ),
    ],
    { times },
  );
}

runMain(main);
