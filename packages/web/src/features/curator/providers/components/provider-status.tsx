import type { Provider } from '@pitboss/contracts';
import styles from './providers.module.css';

/** The provider modal's read-only status block: live, order and archived. */
export function ProviderStatus({ provider }: { provider: Provider }) {
  return (
    <dl className={styles.statusBlock} aria-label="Provider status">
      <div>
        <dt>Live</dt>
        <dd>{provider.live ? 'Yes' : 'No'}</dd>
      </div>
      <div>
        <dt>Order</dt>
        <dd>{provider.orderHint}</dd>
      </div>
      <div>
        <dt>Archived</dt>
        <dd>{provider.archived ? 'Yes' : 'No'}</dd>
      </div>
    </dl>
  );
}
