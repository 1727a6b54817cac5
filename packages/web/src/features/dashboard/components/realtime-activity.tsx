import { useEffect, useState } from 'react';
import { Activity, Cpu, Flame, Gauge, Table2, Users, type LucideIcon } from 'lucide-react';
import { DASHBOARD, TIMINGS } from '@pitboss/contracts';
import { useStreamStats } from '../hooks/use-live-stream';
import type { LiveEventStore } from '../lib/live-event-store';
import { realtimeBucket, realtimeSample } from '../lib/sample-data';
import { formatCount } from '../lib/number-format';
import { LiveBadge, SampleBadge } from './sample-badge';
import styles from './dashboard.module.css';

const [ONLINE, TABLES, BETS, LOAD] = DASHBOARD.realtimeStats;

interface Tile {
  label: string;
  value: string;
  icon: LucideIcon;
  live: boolean;
  note?: string;
}

/**
 * Real-time Activity: Online Players, Active Tables and Server Load are
 * sample figures refreshed every 5 s; Bets/min and high rollers come from the live stream.
 */
export function RealtimeActivity({ store }: { store: LiveEventStore }) {
  const [bucket, setBucket] = useState(() => realtimeBucket(Date.now()));
  useEffect(() => {
    const timer = setInterval(
      () => setBucket(realtimeBucket(Date.now())),
      TIMINGS.sampleStatsRefreshMs,
    );
    return () => clearInterval(timer);
  }, []);
  const sample = realtimeSample(bucket);
  const stats = useStreamStats(store, 1_000);
  const period = stats.fullMinute ? 'last 60 s' : 'since opened (< 1 min)';

  const tiles: Tile[] = [
    { label: ONLINE, value: formatCount(sample.onlinePlayers), icon: Users, live: false },
    { label: TABLES, value: formatCount(sample.activeTables), icon: Table2, live: false },
    {
      label: BETS,
      value: formatCount(stats.betsPerMinute),
      icon: Activity,
      live: true,
      note: period,
    },
    { label: LOAD, value: `${sample.serverLoad}%`, icon: Cpu, live: false },
    {
      label: 'High rollers/min',
      value: formatCount(stats.highRollersPerMinute),
      icon: Flame,
      live: true,
      note: period,
    },
  ];

  return (
    <section aria-labelledby="realtime-title" className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id="realtime-title" className={styles.sectionTitle}>
          <Gauge size={18} aria-hidden="true" /> Real-time Activity
        </h2>
        <SampleBadge />
      </div>
      <dl className={styles.realtime}>
        {tiles.map((tile) => (
          <div key={tile.label} className={styles.tile}>
            <dt className={styles.tileLabel}>
              <tile.icon size={16} aria-hidden="true" />
              {tile.label}
              {tile.live && <LiveBadge />}
            </dt>
            <dd className={styles.tileValue}>
              {tile.value}
              {tile.note && <span className={styles.tileNote}>{tile.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
