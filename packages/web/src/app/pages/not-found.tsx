import { Link } from 'react-router';
import styles from './pages.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p className={styles.muted}>There is no page at this address.</p>
      <Link to="/dashboard">Go to the dashboard</Link>
    </section>
  );
}
