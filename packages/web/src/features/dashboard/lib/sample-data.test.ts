import { describe, expect, it } from 'vitest';
import { DASHBOARD } from '@pitboss/contracts';
import {
  activityHeatmap,
  conversionFunnel,
  realtimeBucket,
  realtimeSample,
  revenueSeries,
  seededRandom,
  statCards,
} from './sample-data';

describe('sample figures', () => {
  it('are deterministic (no flicker between renders)', () => {
    expect(statCards()).toEqual(statCards());
    const today = new Date(2026, 10, 22);
    expect(revenueSeries('30D', today)).toEqual(revenueSeries('30D', today));
    expect(realtimeSample(7)).toEqual(realtimeSample(7));
    const a = seededRandom(42);
    const b = seededRandom(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('has the six stat cards in the spec order', () => {
    expect(statCards().map((c) => c.name)).toEqual([...DASHBOARD.statCards]);
  });

  it('has one point per day, week or month for each period', () => {
    const today = new Date(2026, 10, 22);
    expect(revenueSeries('7D', today)).toHaveLength(7);
    expect(revenueSeries('30D', today)).toHaveLength(30);
    expect(revenueSeries('90D', today)).toHaveLength(13);
    const year = revenueSeries('1Y', today);
    expect(year).toHaveLength(12);
    expect(year.at(-1)?.label).toBe('Nov');
    expect(revenueSeries('7D', today).at(-1)?.label).toBe('22 Nov');
  });

  it('labels a year with the twelve months up to this one, in order, each once', () => {
    const order = [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ];
    for (const today of [
      new Date(2026, 10, 27),
      new Date(2026, 2, 31),
      new Date(2027, 0, 1),
      new Date(2028, 1, 29),
    ]) {
      const labels = revenueSeries('1Y', today).map((p) => p.label);
      const expected = Array.from({ length: 12 }, (_, i) => order[(today.getMonth() + 1 + i) % 12]);
      expect(labels, today.toDateString()).toEqual(expected);
      expect(labels).toContain('Feb');
    }
  });

  it('changes the real-time figures once per 5 s bucket', () => {
    expect(realtimeBucket(0)).toBe(realtimeBucket(4_999));
    expect(realtimeBucket(5_000)).toBe(1);
    const figures = new Set(
      Array.from({ length: 10 }, (_, i) => JSON.stringify(realtimeSample(i))),
    );
    expect(figures.size).toBeGreaterThan(5);
  });

  it('has a 7 × 24 heatmap in [0, 1] and a narrowing funnel', () => {
    const map = activityHeatmap();
    expect(map).toHaveLength(7);
    for (const row of map) {
      expect(row).toHaveLength(24);
      for (const v of row) expect(v >= 0 && v <= 1).toBe(true);
    }
    const funnel = conversionFunnel().map((s) => s.value);
    for (let i = 1; i < funnel.length; i++) expect(funnel[i]).toBeLessThan(funnel[i - 1] ?? 0);
  });
});
