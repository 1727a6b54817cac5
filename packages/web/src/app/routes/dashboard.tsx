import { Suspense, lazy } from 'react';
import { Spinner } from '../../components/spinner';
import { LiveEvents } from '../../features/dashboard/components/live-events';
import { RealtimeActivity } from '../../features/dashboard/components/realtime-activity';
import { StatCards } from '../../features/dashboard/components/stat-cards';
import { useLiveStream } from '../../features/dashboard/hooks/use-live-stream';
import { SystemPanel } from '../../features/system/components/system-panel';
import styles from '../../components/page.module.css';
import dashboard from '../../features/dashboard/components/dashboard.module.css';
import { startReads, type ScreenContext } from '../../lib/screen';
import { statusOptions } from '../../features/system/api/get-system-status';

// The charts (recharts) are a chunk of their own: the dashboard's loader starts it, and the rest of
// the page renders without waiting for it.
const loadCharts = () => import('../../features/dashboard/components/dashboard-charts');
const DashboardCharts = lazy(loadCharts);

/** The dashboard: system panel, stat cards, charts, real-time activity, live events. */
export default function DashboardPage() {
  const stream = useLiveStream();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Dashboard</h1>
      <SystemPanel />
      <StatCards />
      <Suspense
        fallback={
          <div className={`${styles.loading} ${dashboard.chartsLoading}`}>
            <Spinner size={22} label="Loading charts" />
          </div>
        }
      >
        <DashboardCharts />
      </Suspense>
      <RealtimeActivity store={stream} />
      <LiveEvents store={stream} />
    </div>
  );
}

export function loader({ queryClient, trpc }: ScreenContext) {
  // a failure here is not lost: the charts' lazy boundary meets it again and the route shows it
  void loadCharts().catch(() => undefined);
  return startReads(queryClient.ensureQueryData(statusOptions(trpc)));
}
