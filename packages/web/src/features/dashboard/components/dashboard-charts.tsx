import { useMemo } from 'react';
import { WEEKDAYS, activityHeatmap } from '../lib/sample-data';
import { ChartCard } from './chart-card';
import { ConversionFunnel } from './conversion-funnel';
import { GamePerformanceChart } from './game-performance';
import { RevenueAnalytics } from './revenue-chart';
import { UserDistribution } from './user-distribution';
import styles from './dashboard.module.css';

function ActivityHeatmap() {
  const data = useMemo(activityHeatmap, []);
  return (
    <ChartCard
      id="heatmap"
      title="Activity Heatmap"
      description="player activity by weekday and hour; busiest in the evenings and at weekends"
    >
      <div className={styles.heatmap}>
        <span />
        {Array.from({ length: 24 }, (_, h) => (
          <span key={h} className={styles.heatHour}>
            {h % 6 === 0 ? h : ''}
          </span>
        ))}
        {data.map((row, d) => (
          <div key={WEEKDAYS[d]} className={styles.heatRow}>
            <span className={styles.heatDay}>{WEEKDAYS[d]}</span>
            {row.map((v, h) => (
              <span
                key={h}
                className={styles.heatCell}
                style={{ background: `rgba(226, 181, 74, ${(0.08 + v * 0.92).toFixed(2)})` }}
                title={`${WEEKDAYS[d]} ${h}:00 — ${Math.round(v * 100)}%`}
              />
            ))}
          </div>
        ))}
      </div>
    </ChartCard>
  );
}

/** Revenue Analytics and the four charts (recharts: this module is its own lazy chunk). */
export default function DashboardCharts() {
  return (
    <section aria-labelledby="charts-title" className={styles.section}>
      <h2 id="charts-title" className="visually-hidden">
        Charts
      </h2>
      <div className={styles.charts}>
        <RevenueAnalytics />
        <UserDistribution />
        <GamePerformanceChart />
        <ActivityHeatmap />
        <ConversionFunnel />
      </div>
    </section>
  );
}
