import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import type { inferOutput } from '@trpc/tanstack-react-query';
import screen from '../../../components/screen.module.css';
import { changedFields, fieldLabel, formatTime, formatValue } from '../../../lib/format-value';
import type { Trpc } from '../../../lib/trpc-query';
import { actionLabel, targetLink } from '../lib/activity';

type AuditEntry = inferOutput<Trpc['audit']['list']>['items'][number];
import styles from './activity.module.css';

/** The fields an update changed, before → after (as the gateway read them). */
function BeforeAfter({ entry }: { entry: AuditEntry }) {
  const fields = changedFields(entry.before, entry.after);
  if (fields.length === 0) return <span className={styles.none}>—</span>;
  return (
    <ul className={styles.changes} aria-label="Before and after">
      {fields.map((f) => (
        <li key={f.field}>
          <span className={styles.field}>{fieldLabel(f.field)}:</span>{' '}
          <span className={styles.before}>{formatValue(f.before)}</span> →{' '}
          <span className={styles.after}>{formatValue(f.after)}</span>
        </li>
      ))}
    </ul>
  );
}

/** One audited action, with its redacted input behind "Input". */
export function ActivityRow({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const link = targetLink(entry.procedure, entry.target);
  const detailsId = `activity-${entry.id}`;
  return (
    <Fragment>
      <tr>
        <td className={screen.nowrap}>{formatTime(entry.at)}</td>
        <td>{entry.displayName || entry.username}</td>
        <td>{actionLabel(entry.procedure)}</td>
        <td>
          {link ? (
            <Link to={link} className={styles.link}>
              {entry.target ?? 'Open'}
            </Link>
          ) : (
            (entry.target ?? '—')
          )}
        </td>
        <td>
          <span className={clsx(screen.status, entry.outcome === 'ok' ? screen.ok : screen.failed)}>
            {entry.outcome === 'ok' ? 'Succeeded' : 'Failed'}
          </span>
          {entry.error && <span className={screen.errorText}>{entry.error}</span>}
        </td>
        <td>
          <BeforeAfter entry={entry} />
        </td>
        <td>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            onClick={() => setOpen(!open)}
          >
            Input
          </button>
        </td>
      </tr>
      {open && (
        <tr id={detailsId} className={styles.detailsRow}>
          <td colSpan={7}>
            <pre className={styles.input} aria-label={`Input of ${actionLabel(entry.procedure)}`}>
              {JSON.stringify(entry.input, null, 2) ?? '—'}
            </pre>
          </td>
        </tr>
      )}
    </Fragment>
  );
}
