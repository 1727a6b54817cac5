import { Suspense, type ComponentProps } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { Spinner } from '../../../../components/spinner';
import styles from './order-mode.module.css';

// Rendered at once when the chunk has loaded (a React.lazy component suspends on its first render
// regardless, and React holds the content back 300 ms after its fallback: most of the gap
// measured between the click and the group's request).
const OrderModeChunk = lazyWithPreload(() =>
  import('./order-mode').then((m) => ({ default: m.OrderMode })),
);

/**
 * Starts loading order mode's chunk ahead of a click on Edit Order, so opening the mode waits
 * only for the group's slots, not for the chunk and then the slots one after the other.
 */
export function preloadOrderMode(): void {
  OrderModeChunk.preload().catch(() => {
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
