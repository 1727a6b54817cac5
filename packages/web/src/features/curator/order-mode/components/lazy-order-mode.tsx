import { Suspense, lazy, type ComponentProps } from 'react';
import { Spinner } from '../../../../components/spinner';
import styles from './order-mode.module.css';

const loadChunk = () => import('./order-mode');
const OrderModeChunk = lazy(() => loadChunk().then((m) => ({ default: m.OrderMode })));

/**
 * Starts loading order mode's chunk ahead of a click on Edit Order, so opening the mode waits
 * only for the group's slots, not for the chunk and then the slots one after the other.
 */
export function preloadOrderMode(): void {
  void loadChunk().catch(() => {
    // the click loads it again and shows the failure there
  });
}

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
