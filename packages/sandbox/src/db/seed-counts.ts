// How much data the sandbox seeds, by default and at a scale.

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

/** The largest `SANDBOX_SCALE`: 15,000 slots and 300 providers at 5; 10 is kept for headroom. */
export const MAX_SEED_SCALE = 10;

/**
 * The seeded volumes at a scale: the catalogue (slots and providers) grows with it, the rest
 * (groups, promotions, codes, tables, themes) stays as it is, since only the catalogue's size
 * changes what the curator and the gateway must handle. Scale 1 is the default data set.
 */
export function scaledSeedCounts(scale: number): SeedCounts {
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_SEED_SCALE)
    throw new RangeError(`the seed scale must be a whole number from 1 to ${MAX_SEED_SCALE}`);
  return {
    ...DEFAULT_SEED_COUNTS,
    slots: DEFAULT_SEED_COUNTS.slots * scale,
    providers: DEFAULT_SEED_COUNTS.providers * scale,
  };
}
