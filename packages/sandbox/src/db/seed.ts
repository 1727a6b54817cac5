import type { PGlite, Transaction } from '@electric-sql/pglite';
import { Random, identifierFromTitle, slugify } from '../lib/random.js';

type Db = PGlite | Transaction;

export interface SeedCounts {
  slots: number;
  providers: number;
  groups: number;
  promotions: number;
  promoCodes: number;
  tables: number;
  themes: number;
}

export const DEFAULT_SEED_COUNTS: SeedCounts = {
  slots: 3000,
  providers: 60,
  groups: 12,
  promotions: 30,
  promoCodes: 40,
  tables: 12,
  themes: 6,
};

/** Fixed clock for seeded data so that a seed always gives the same rows. */
const BASE = Date.parse('2026-11-01T00:00:00.000Z');
const DAY = 86_400_000;
const iso = (ms: number): string => new Date(ms).toISOString();

const PROVIDER_HEADS = [
  'Pragmatic',
  'Crimson',
  'Golden',
  'Lucky',
  'Neon',
  'Royal',
  'Silver',
  'Thunder',
  'Velvet',
  'Azure',
  'Red Fox',
  'Blue Whale',
  'Iron Dog',
  'Quick',
  'Nordic',
  'Sunset',
  'Black Cat',
  'Emerald',
  'Polar',
  'Wild Boar',
  'Stellar',
  'Hacksaw',
  'Rabbit Hole',
  'Copper',
  'Arcadia',
  'Orbit',
  'Pixel',
  'Maverick',
  'Kraken',
  'Saffron',
];
const PROVIDER_TAILS = [
  'Play',
  'Gaming',
  'Studios',
  'Games',
  'Interactive',
  'Labs',
  'Entertainment',
  'Works',
];
const GROUPS = [
  'Popular',
  'New Releases',
  'Jackpots',
  'Megaways',
  'Bonus Buy',
  'Classic Slots',
  'Hold and Win',
  'Fruit Slots',
  'Ancient Egypt',
  'High Volatility',
  'Christmas Specials',
  'Staff Picks',
];
const TITLE_ADJ = [
  'Gates of',
  'Sweet',
  'Big',
  'Book of',
  'Wolf',
  'Wild',
  'Golden',
  'Mighty',
  'Lucky',
  'Fire',
  'Frozen',
  'Sugar',
  'Dragon',
  'Buffalo',
  'Pirate',
  'Mystic',
  'Crazy',
  'Royal',
  'Diamond',
  'Neon',
  'Jungle',
  'Viking',
  'Aztec',
  'Cosmic',
  'Fruit',
  'Lightning',
  'Hot',
  'Starlight',
  'Legacy of',
  'Rise of',
  'Return of',
  'Temple of',
];
const TITLE_NOUN = [
  'Olympus',
  'Bonanza',
  'Bass',
  'Dead',
  'Gold',
  'Fortune',
  'Riches',
  'Joker',
  'Princess',
  'Rush',
  'Treasure',
  'Sevens',
  'Pharaoh',
  'Kingdom',
  'Empire',
  'Gems',
  'Queen',
  'Heist',
  'Wolves',
  'Tiger',
  'Panda',
  'Phoenix',
  'Cash',
  'Coins',
  'Spins',
  'Reels',
  'Moon',
  'Sun',
  'Thunder',
  'Vault',
  'Magic',
  'Safari',
  'Candy',
  'Sahara',
];
const TITLE_SUFFIX = [
  '',
  '',
  '',
  '',
  ' Megaways',
  ' Deluxe',
  ' 2',
  ' Hold & Win',
  ' Xmas',
  ' 1000',
  ' Dream Drop',
];
const CATEGORIES = ['slots', 'video-slots', 'classic', 'jackpot', 'megaways', 'crash'];
const FEATURE_GROUPS = [
  'free-spins',
  'multipliers',
  'cascading',
  'hold-and-win',
  'bonus-buy',
  'cluster-pays',
];
const THEMES_WORDS = [
  'mythology',
  'fruit',
  'adventure',
  'animals',
  'egypt',
  'fantasy',
  'candy',
  'asian',
  'western',
];
const VOLATILITY = ['low', 'medium', 'high', 'very-high'];
const COUNTRIES = ['US', 'GB', 'FR', 'ES', 'NL', 'AU', 'DE'];

const THEME_DEFS = [
  {
    name: 'Emerald Felt',
    slug: 'emerald-felt',
    description: 'Classic green felt with brass trims',
  },
  {
    name: 'Emerald Felt Classic',
    slug: 'emerald_classic',
    description: 'The original green table',
  },
  { name: 'Midnight Neon', slug: 'midnight-neon', description: 'Dark room, neon accents' },
  {
    name: 'Royal Velvet Classic',
    slug: 'royal_velvet_classic',
    description: 'Burgundy velvet, gold leaf',
  },
  { name: 'Ocean Deck', slug: 'ocean-deck', description: 'A cruise-ship casino floor' },
  { name: 'Desert Mirage', slug: 'desert-mirage', description: 'Sandstone and sunset tones' },
];
const TABLE_KINDS = ['Blackjack', 'Roulette', 'Baccarat', 'Poker', 'Craps', 'Sic Bo'];
const PROMO_WORDS = [
  'Welcome',
  'Weekend',
  'Reload',
  'High Roller',
  'Cashback',
  'Free Spins',
  'Tournament',
  'VIP',
  'Midweek',
  'Winter',
];
const PROMO_THINGS = [
  'Bonus',
  'Boost',
  'Race',
  'Drops',
  'Challenge',
  'Festival',
  'Jackpot',
  'Rewards',
];
const CURRENCIES = ['USD', 'EUR', 'BTC', 'ETH'] as const;

async function insertJson(db: Db, table: string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1::json)`,
    [JSON.stringify(rows)],
  );
}

/** The deterministic demo data set for a seed (pure: same seed, same rows). */
export function generateSeedData(seed: number, counts: SeedCounts = DEFAULT_SEED_COUNTS) {
  const rnd = new Random(seed);

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

  // Memberships: group 1 ("Popular") holds at least a third of the slots; every slot is in 1-3 groups.
  const members = new Map<number, number[]>(groups.map((g) => [g.id, []]));
  const bigGroupSize = Math.max(Math.ceil(counts.slots * 0.4), Math.min(counts.slots, 1000));
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

  // Promotions
  const promotions = Array.from({ length: counts.promotions }, (_, i) => {
    const id = i + 1;
    const title = `${rnd.pick(PROMO_WORDS)} ${rnd.pick(PROMO_THINGS)}${rnd.chance(0.3) ? ` ${rnd.int(2, 9)}` : ''}`;
    const from = BASE + rnd.int(-120, 60) * DAY;
    const until = from + rnd.int(7, 120) * DAY;
    const archived = rnd.chance(0.2);
    const redirected = rnd.chance(0.3);
    const live = !archived && rnd.chance(0.5);
    const created = from - rnd.int(1, 30) * DAY;
    return {
      id,
      title,
      subtitle: rnd.chance(0.8)
        ? `Up to ${rnd.pick(['100%', '200%', '50 free spins', '$500', '10% cashback'])}`
        : '',
      game_group: rnd.chance(0.7) ? rnd.pick(groups).slug : '',
      text: [
        {
          type: 'paragraph',
          value: `<p>Join the <strong>${title}</strong> and claim your reward. Wagering ${rnd.int(10, 40)}x applies.</p>`,
        },
        ...(rnd.chance(0.6)
          ? [
              {
                type: 'table',
                value: {
                  name: 'Prize tiers',
                  columns: ['Rank', 'Prize'],
                  rows: [
                    ['1', `$${rnd.int(5, 20) * 100}`],
                    ['2', `$${rnd.int(1, 4) * 100}`],
                    ['3-10', `$${rnd.int(1, 9) * 10}`],
                  ],
                },
              },
            ]
          : []),
      ],
      image_url: `/images/placeholder/promotion/${id}.png`,
      active_from: iso(from),
      active_until: iso(until),
      archived,
      live,
      unpublished: !live,
      redirected,
      url: redirected ? `https://casino.example.com/promotions/${slugify(title)}` : null,
      button_text: redirected ? rnd.pick(['Play now', 'Join', 'Claim bonus', 'Learn more']) : null,
      order_hint: 0,
      created_at: iso(created),
      updated_at: iso(created + rnd.int(0, 10) * DAY),
    };
  });
  let hint = 1;
  for (const p of promotions) if (!p.archived) p.order_hint = hint++;
  for (const p of promotions) if (p.archived) p.order_hint = hint++;

  // Promo codes
  const codes = new Set<string>();
  const promoCodes = Array.from({ length: counts.promoCodes }, (_, i) => {
    let code: string;
    do {
      code = `${rnd.pick(['WELCOME', 'SPIN', 'LUCKY', 'VIP', 'BONUS', 'RELOAD', 'WINTER', 'HIGHROLL'])}${rnd.int(10, 999)}`;
    } while (codes.has(code));
    codes.add(code);
    const from = BASE + rnd.int(-90, 30) * DAY;
    const created = from - rnd.int(1, 20) * DAY;
    const hasMeta = rnd.chance(0.75);
    return {
      id: i + 1,
      code,
      reward: rnd.pick([5, 10, 20, 25, 50, 100, 0.001, 0.05]),
      currency: rnd.pick(CURRENCIES),
      max_global_uses: rnd.chance(0.7) ? rnd.pick([100, 250, 500, 1000, 5000]) : null,
      valid_from: rnd.chance(0.9) ? iso(from) : null,
      valid_until: rnd.chance(0.85) ? iso(from + rnd.int(7, 90) * DAY) : null,
      metadata: hasMeta
        ? {
            campaign: rnd.pick([
              'black-friday',
              'summer-splash',
              'vip-club',
              'affiliate-q4',
              'retention',
            ]),
            type: rnd.pick(['deposit', 'signup', 'reload', 'freespins']),
          }
        : null,
      deleted_at: rnd.chance(0.15) ? iso(BASE - rnd.int(0, 30) * DAY) : null,
      created_at: iso(created),
      updated_at: iso(created + rnd.int(0, 5) * DAY),
    };
  });

  // Themes and tables
  const themes = THEME_DEFS.slice(0, counts.themes).map((t, i) => {
    const created = BASE - rnd.int(30, 300) * DAY;
    return {
      id: i + 1,
      ...t,
      is_active: i !== 3,
      created_at: iso(created),
      updated_at: iso(created + rnd.int(0, 20) * DAY),
    };
  });
  const tables = Array.from({ length: counts.tables }, (_, i) => {
    const kind = TABLE_KINDS[i % TABLE_KINDS.length] ?? 'Blackjack';
    const name = `${kind} ${rnd.pick(['Royale', 'Classic', 'VIP', 'Express', 'Lounge', 'Prestige'])} ${Math.floor(i / TABLE_KINDS.length) + 1}`;
    const created = BASE - rnd.int(10, 200) * DAY;
    const theme = themes.length > 0 ? rnd.pick(themes).slug : 'emerald-felt';
    return {
      id: i + 1,
      name,
      slug: slugify(name),
      stake: rnd.pick([0.1, 0.5, 1, 5, 10, 25, 100]),
      theme,
      created_at: iso(created),
      updated_at: iso(created + rnd.int(0, 20) * DAY),
    };
  });

  return { groups, providers, slots, slotGroups, promotions, promoCodes, themes, tables };
}

/** Inserts the deterministic demo data set (batched). Expects empty tables. */
export async function seedDatabase(
  db: Db,
  seed: number,
  counts: SeedCounts = DEFAULT_SEED_COUNTS,
): Promise<void> {
  const d = generateSeedData(seed, counts);
  await insertJson(db, 'groups', d.groups);
  await insertJson(db, 'providers', d.providers);
  await insertJson(db, 'slots', d.slots);
  await insertJson(db, 'slot_groups', d.slotGroups);
  await insertJson(db, 'promotions', d.promotions);
  await insertJson(db, 'promo_codes', d.promoCodes);
  await insertJson(db, 'themes', d.themes);
  await insertJson(db, 'casino_tables', d.tables);
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
