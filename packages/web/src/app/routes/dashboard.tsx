import { Suspense, lazy } from 'react';
import { Spinner } from '../../components/spinner';
import { LiveEvents } from '../../features/dashboard/components/live-events';
import { RealtimeActivity } from '../../features/dashboard/components/realtime-activity';
import { StatCards } from '../../features/dashboard/components/stat-cards';
import { useLiveStream } from '../../features/dashboard/hooks/use-live-stream';
import { SystemPanel } from '../../features/system/components/system-panel';
import styles from '../../components/page.module.css';
import { settle, type ScreenContext } from '../../lib/screen';
import { statusOptions } from '../../features/system/api/get-system-status';

// The charts load after the rest of the dashboard, in their own chunk.
const DashboardCharts = lazy(() => import('../../features/dashboard/components/dashboard-charts'));

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
          <div className={styles.loading}>
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
  return settle(queryClient.ensureQueryData(statusOptions(trpc)));
}
