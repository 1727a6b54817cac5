import type { PGlite, Transaction } from '@electric-sql/pglite';
import { Random, slugify } from '../lib/random.js';
import { DEFAULT_SEED_COUNTS, type SeedCounts } from './seed-counts.js';
import { generateCatalogue } from './seed-catalogue.js';
import { generateOffers } from './seed-offers.js';
import { BASE, DAY, TABLE_KINDS, THEME_DEFS, iso } from './seed-words.js';

type Db = PGlite | Transaction;

export { DEFAULT_SEED_COUNTS, type SeedCounts } from './seed-counts.js';

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
  const { groups, providers, slots, slotGroups } = generateCatalogue(rnd, counts);
  const { promotions, promoCodes } = generateOffers(rnd, counts, groups);

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
