import clsx from 'clsx';
import { DASHBOARD_MESSAGES } from '@pitboss/contracts';
import styles from './dashboard.module.css';

/** Marks figures that are not real data (ARCHITECTURE.md "Dashboard sample figures"). */
export function SampleBadge() {
  return (
    <span className={styles.sample} title="These figures are generated, not real data.">
      {DASHBOARD_MESSAGES.sampleData}
    </span>
  );
}

/** Marks figures computed from the live stream. */
export function LiveBadge({ className }: { className?: string }) {
  return (
    <span className={clsx(styles.live, className)} title="Computed from the live event stream.">
      Live
    </span>
  );
}
