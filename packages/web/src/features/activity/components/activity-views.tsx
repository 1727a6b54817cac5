import { Link } from 'react-router';
import { AUDIT_VIEWS, type AuditView } from '@pitboss/contracts';
import { VIEWS, writeFilters, EMPTY_FILTERS } from '../lib/activity';
import styles from './activity.module.css';

const TABS: { view: AuditView | ''; label: string }[] = [
  { view: '', label: 'All activity' },
  ...AUDIT_VIEWS.map((view) => ({ view, label: VIEWS[view].label })),
];

/**
 * The regulators' saved views above the filters: each a link to Activity with that view (and no
 * other filter), the current one marked; the filters then narrow the view.
 */
export function ActivityViews({ current }: { current: AuditView | '' }) {
  return (
    <nav aria-label="Saved views" className={styles.views}>
      {TABS.map(({ view, label }) => {
        const query = writeFilters({ ...EMPTY_FILTERS, view }).toString();
        return (
          <Link
            key={view || 'all'}
            to={query ? `?${query}` : '.'}
            className={styles.view}
            aria-current={view === current ? 'page' : undefined}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
