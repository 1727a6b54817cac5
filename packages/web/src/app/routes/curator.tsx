import { CuratorPage } from '../../features/curator/components/curator-page';
import { SystemPanel } from '../../features/system/components/system-panel';
import styles from './dashboard-page.module.css';

/** /curator: the shared system panel, then the curator page (spec 1 §2). */
export default function CuratorRoute() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Curator</h1>
      <SystemPanel />
      <CuratorPage />
    </div>
  );
}
