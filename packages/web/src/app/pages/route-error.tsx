import { useRouteError } from 'react-router';
import { Button } from '../../components/button';
import styles from './pages.module.css';

/**
 * A screen whose code could not be loaded (the connection dropped, or a new version replaced the
 * files): what went wrong, and a reload to try again.
 */
export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <section className={styles.page} aria-labelledby="route-error-title">
      <h1 id="route-error-title">This page could not be loaded</h1>
      <p role="alert" className={styles.muted}>
        {message}
      </p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </section>
  );
}
