import { Suspense, lazy, type ComponentProps } from 'react';
import { Spinner } from '../../../../components/spinner';
import styles from './order-mode.module.css';

const OrderModeChunk = lazy(() => import('./order-mode').then((m) => ({ default: m.OrderMode })));

/**
 * Order mode in its own chunk: dnd-kit and the mode's code load only when a curator opens it,
 * not with the curator page.
 */
export function LazyOrderMode(props: ComponentProps<typeof OrderModeChunk>) {
  return (
    <Suspense
      fallback={
        <div className={styles.loading} role="status">
          <Spinner size={24} label="Loading order mode" />
        </div>
      }
    >
      <OrderModeChunk {...props} />
    </Suspense>
  );
}
