import { DASHBOARD, TIMINGS } from '@pitboss/contracts';

/**
 * Sample figures for the dashboard ("hard-coded or random sample values, not real
 * data"). They are pseudo-random but deterministic: the same seed gives the same figures, so a
 * re-render never makes them flicker; the real-time block draws a new seed every 5 s.
 */

/** mulberry32: a tiny seeded PRNG returning numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable number from a text (FNV-1a), to seed each figure by its name. */
function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const between = (rnd: () => number, min: number, max: number) => min + rnd() * (max - min);

export type StatCardName = (typeof DASHBOARD.statCards)[number];
export type RevenuePeriod = (typeof DASHBOARD.revenuePeriods)[number];

export interface StatCardFigure {
  name: StatCardName;
  value: number;
  format: 'count' | 'money' | 'percent';
  /** Change against the previous period, in percent. */
  change: number;
}

const STAT_RANGES: Record<StatCardName, [number, number, StatCardFigure['format']]> = {
  'Total Users': [42_000, 58_000, 'count'],
  Revenue: [1_200_000, 1_900_000, 'money'],
  'Total Deposits': [3_400_000, 4_600_000, 'money'],
  'Total Withdrawals': [2_100_000, 3_000_000, 'money'],
  'Total Wagered': [18_000_000, 26_000_000, 'money'],
  'Engagement Rate': [52, 78, 'percent'],
};

/** The six stat cards, in the spec's order. */
export function statCards(seed = 1): StatCardFigure[] {
  return DASHBOARD.statCards.map((name) => {
    const rnd = seededRandom(hashSeed(name) ^ seed);
    const [min, max, format] = STAT_RANGES[name];
    const raw = between(rnd, min, max);
    return {
      name,
      format,
      value: format === 'percent' ? Math.round(raw * 10) / 10 : Math.round(raw),
      change: Math.round(between(rnd, -8, 16) * 10) / 10,
    };
  });
}

export interface RevenuePoint {
  label: string;
  revenue: number;
  deposits: number;
  withdrawals: number;
}

const PERIOD_POINTS: Record<RevenuePeriod, { points: number; stepDays: number }> = {
  '7D': { points: 7, stepDays: 1 },
  '30D': { points: 30, stepDays: 1 },
  '90D': { points: 13, stepDays: 7 },
  '1Y': { points: 12, stepDays: 30 },
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Revenue Analytics for a period: daily for 7D/30D, weekly for 90D, monthly for 1Y. */
export function revenueSeries(period: RevenuePeriod, today: Date): RevenuePoint[] {
  const { points, stepDays } = PERIOD_POINTS[period];
  const rnd = seededRandom(hashSeed(`revenue-${period}`));
  const scale = stepDays;
  let level = between(rnd, 38_000, 52_000) * scale;
  const out: RevenuePoint[] = [];
  for (let i = points - 1; i >= 0; i--) {
    level = Math.max(10_000 * scale, level * between(rnd, 0.9, 1.12));
    const deposits = level * between(rnd, 2.2, 2.8);
    const withdrawals = deposits - level * between(rnd, 0.95, 1.05);
    // a year is counted in calendar months (30-day steps would repeat one month and skip another)
    const d =
      period === '1Y'
        ? new Date(today.getFullYear(), today.getMonth() - i, 1)
        : new Date(today.getFullYear(), today.getMonth(), today.getDate() - i * stepDays);
    const label =
      period === '1Y'
        ? (MONTHS[d.getMonth()] ?? '')
        : `${d.getDate()} ${MONTHS[d.getMonth()] ?? ''}`;
    out.push({
      label,
      revenue: Math.round(level),
      deposits: Math.round(deposits),
      withdrawals: Math.round(withdrawals),
    });
  }
  return out;
}

export interface Slice {
  name: string;
  value: number;
}

export function userDistribution(): Slice[] {
  const rnd = seededRandom(hashSeed('users'));
  return ['Regular', 'New', 'VIP', 'Inactive'].map((name, i) => ({
    name,
    value: Math.round(
      between(rnd, [18_000, 6_000, 1_200, 9_000][i] ?? 0, [24_000, 9_000, 2_000, 14_000][i] ?? 0),
    ),
  }));
}

export interface GamePerformance {
  category: string;
  wagered: number;
  ggr: number;
}

export function gamePerformance(): GamePerformance[] {
  const rnd = seededRandom(hashSeed('games'));
  return ['Slots', 'Live Casino', 'Table Games', 'Crash', 'Instant Win'].map((category, i) => {
    const wagered = Math.round(between(rnd, 400_000, 2_400_000) / (i + 1));
    return { category, wagered, ggr: Math.round(wagered * between(rnd, 0.03, 0.07)) };
  });
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** Activity by weekday and hour: 7 rows × 24 values in [0, 1]. */
export function activityHeatmap(): number[][] {
  const rnd = seededRandom(hashSeed('heatmap'));
  return WEEKDAYS.map((_, day) =>
    Array.from({ length: 24 }, (_, hour) => {
      // quiet at night, busy in the evening, busier at the weekend
      const evening = Math.exp(-((hour - 21) ** 2) / 18);
      const afternoon = 0.5 * Math.exp(-((hour - 14) ** 2) / 12);
      const weekend = day >= 4 ? 0.2 : 0;
      return Math.min(1, 0.08 + evening * 0.7 + afternoon * 0.4 + weekend + rnd() * 0.15);
    }),
  );
}

export function conversionFunnel(): Slice[] {
  const rnd = seededRandom(hashSeed('funnel'));
  let value = Math.round(between(rnd, 90_000, 110_000));
  return ['Visitors', 'Sign-ups', 'First deposit', 'Active players', 'Repeat depositors'].map(
    (name, i) => {
      if (i > 0) value = Math.round(value * between(rnd, 0.25, 0.6));
      return { name, value };
    },
  );
}

/** The 5-second bucket of a time: the real-time sample figures change once per bucket. */
export const realtimeBucket = (nowMs: number) => Math.floor(nowMs / TIMINGS.sampleStatsRefreshMs);

export interface RealtimeSample {
  onlinePlayers: number;
  activeTables: number;
  /** Percent. */
  serverLoad: number;
}

/** Online Players, Active Tables and Server Load for one 5-second bucket. */
export function realtimeSample(bucket: number): RealtimeSample {
  const rnd = seededRandom(hashSeed('realtime') ^ bucket);
  return {
    onlinePlayers: Math.round(between(rnd, 1_150, 1_450)),
    activeTables: Math.round(between(rnd, 38, 52)),
    serverLoad: Math.round(between(rnd, 28, 64)),
  };
}
