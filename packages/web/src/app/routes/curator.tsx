import styles from '../../components/page.module.css';
import { startReads, type ScreenContext } from '../../lib/screen';
import { statusOptions } from '../../features/system/api/get-system-status';
import { SystemPanel } from '../../features/system/components/system-panel';
import { loadCurator } from '../../features/curator/api/load-curator';
import { CuratorPage } from '../../features/curator/components/curator-page';

/** /curator: the shared system panel, then the curator page. */
export default function CuratorRoute() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Curator</h1>
      <SystemPanel />
      <CuratorPage />
    </div>
  );
}

export function loader({ queryClient, trpc, url }: ScreenContext) {
  return startReads(
    ...loadCurator(trpc, queryClient, url.searchParams),
    queryClient.ensureQueryData(statusOptions(trpc)),
  );
}
