import type { Random } from '../lib/random.js';
import { identifierFromTitle, slugify } from '../lib/random.js';
import type { SeedCounts } from './seed-counts.js';
import {
  BASE,
  CATEGORIES,
  COUNTRIES,
  DAY,
  FEATURE_GROUPS,
  GROUPS,
  PROVIDER_HEADS,
  PROVIDER_TAILS,
  THEMES_WORDS,
  TITLE_ADJ,
  TITLE_NOUN,
  TITLE_SUFFIX,
  VOLATILITY,
  iso,
} from './seed-words.js';

/**
 * The largest group order mode can load: pages of 100, at most 50 of them. The seeded "Popular"
 * group never grows past it, so a scaled catalogue stays within what the curator can order.
 */
const LARGEST_ORDERABLE_GROUP = 100 * 50;

/** Groups, providers, slots and memberships, drawn from `rnd` in a fixed order. */
export function generateCatalogue(rnd: Random, counts: SeedCounts) {
  // Groups
  const groups = GROUPS.slice(0, counts.groups).map((name, i) => {
    const created = BASE - rnd.int(200, 400) * DAY;
    return {
      id: i + 1,
      name: slugify(name).replace(/-/g, '_'),
      display_name: name,
      slug: slugify(name),
      order_hint: i + 1,
      archived: i === counts.groups - 1 && counts.groups > 3, // one archived group
      created_at: iso(created),
      updated_at: iso(created + rnd.int(0, 100) * DAY),
    };
  });

  // Providers
  const providerNames = new Set<string>();
  const combos = PROVIDER_HEADS.length * PROVIDER_TAILS.length;
  while (providerNames.size < counts.providers) {
    const name = `${rnd.pick(PROVIDER_HEADS)} ${rnd.pick(PROVIDER_TAILS)}`;
    providerNames.add(providerNames.size < combos / 2 ? name : `${name} ${providerNames.size + 1}`);
  }
  const providers = [...providerNames].map((name, i) => {
    const created = BASE - rnd.int(100, 700) * DAY;
    const archived = rnd.chance(0.08);
    const id = i + 1;
    return {
      id,
      display_name: name,
      description: `${name} builds ${rnd.pick(['high-volatility', 'classic', 'feature-rich', 'mobile-first'])} slots for regulated markets.`,
      slug: slugify(name),
      image_url: `/images/placeholder/provider/${id}.png`,
      live: !archived && rnd.chance(0.85),
      archived,
      unedited: rnd.chance(0.3),
      order_hint: i + 1,
      created_at: iso(created),
      updated_at: iso(created + rnd.int(0, 90) * DAY),
    };
  });

  // Display order: non-archived providers first (1..k), archived ones after.
  [...providers.filter((p) => !p.archived), ...providers.filter((p) => p.archived)].forEach(
    (p, i) => {
      p.order_hint = i + 1;
    },
  );

  // Slots
  const usedIdentifiers = new Set<string>();
  const slots = Array.from({ length: counts.slots }, (_, i) => {
    const id = i + 1;
    let title = `${rnd.pick(TITLE_ADJ)} ${rnd.pick(TITLE_NOUN)}${rnd.pick(TITLE_SUFFIX)}`;
    let identifier = identifierFromTitle(title);
    if (usedIdentifiers.has(identifier)) {
      let n = 2;
      while (usedIdentifiers.has(`${identifier}_${n}`)) n++;
      identifier = `${identifier}_${n}`;
      title = `${title} ${toRoman(n)}`;
    }
    usedIdentifiers.add(identifier);
    const provider = rnd.pick(providers);
    const displayProvider = rnd.chance(0.9) ? provider : rnd.pick(providers);
    const released = BASE - rnd.int(0, 1500) * DAY;
    const created = released + rnd.int(-30, 30) * DAY;
    const archived = rnd.chance(0.06);
    const category = rnd.pick(CATEGORIES);
    const theme = rnd.pick(THEMES_WORDS);
    return {
      id,
      title,
      identifier,
      slug: identifier.replace(/_/g, '-'),
      provider_id: provider.id,
      display_provider_id: displayProvider.id,
      orig_title: title,
      description: `${title} by ${provider.display_name}: ${rnd.int(3, 7)} reels, ${rnd.pick(['10', '20', '25', '243', '4096', '117649'])} ways.`,
      category,
      feature_group: rnd.pick(FEATURE_GROUPS),
      theme,
      released_at: iso(released),
      order_hint: id,
      archived,
      live: !archived && rnd.chance(0.8),
      unedited: rnd.chance(0.25),
      has_demo: rnd.chance(0.7),
      image_url: `/images/placeholder/slot/${id}.png`,
      params: {
        category,
        payout: Number((94 + rnd.next() * 4).toFixed(2)),
        theme,
        bonus_buy: rnd.chance(0.4),
        volatility_rating: rnd.pick(VOLATILITY),
        live: !archived,
        producer: provider.display_name,
        params: { category },
      },
      restrictions: rnd.chance(0.2)
        ? { countries: [rnd.pick(COUNTRIES), rnd.pick(COUNTRIES)] }
        : {},
      created_at: iso(created),
      updated_at: iso(Math.max(created, released) + rnd.int(0, 200) * DAY),
    };
  });

  // Memberships: group 1 ("Popular") holds 40 % of the slots (at least 1,000, at most what order
  // mode can load); every slot is in 1-3 groups.
  const members = new Map<number, number[]>(groups.map((g) => [g.id, []]));
  const bigGroupSize = Math.min(
    Math.max(Math.ceil(counts.slots * 0.4), Math.min(counts.slots, 1000)),
    LARGEST_ORDERABLE_GROUP,
  );
  const shuffled = rnd.shuffle(slots.map((s) => s.id));
  shuffled.slice(0, bigGroupSize).forEach((id) => members.get(1)?.push(id));
  for (const slot of slots) {
    const n = rnd.int(1, 2);
    for (let k = 0; k < n; k++) {
      const gid = rnd.int(2, Math.max(2, counts.groups));
      const list = members.get(gid);
      if (list && !list.includes(slot.id)) list.push(slot.id);
    }
  }
  const slotGroups: { slot_id: number; group_id: number; position: number }[] = [];
  for (const [groupId, ids] of members) {
    ids.forEach((slotId, idx) =>
      slotGroups.push({ slot_id: slotId, group_id: groupId, position: idx + 1 }),
    );
  }
  return { groups, providers, slots, slotGroups };
}

function toRoman(n: number): string {
  const map: [number, string][] = [
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let out = '';
  for (const [v, s] of map) {
    while (n >= v) {
      out += s;
      n -= v;
    }
  }
  return out;
}
