import { Suspense, type ComponentType } from 'react';
import { Spinner } from '../../components/spinner';
import styles from './dashboard-page.module.css';

/** A section loaded on demand, with the shell already on screen while it downloads. */
export function LazyRoute({ component: Component }: { component: ComponentType }) {
  return (
    <Suspense
      fallback={
        <div className={styles.chartsLoading}>
          <Spinner size={24} label="Loading section" />
        </div>
      }
    >
      <Component />
    </Suspense>
  );
}
