import clsx from 'clsx';
import { GitCompare, History } from 'lucide-react';
import type { PublishRecord } from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { formatTime } from '../../../lib/format-value';
import { describeRecord, statusOf, whoOf } from '../lib/history';
import screen from '../../../components/screen.module.css';
import styles from './history.module.css';

/** Every publish and rollback on this page of the history, newest first. */
export function HistoryTable({
  rows,
  selected,
  onSelect,
  onRestore,
}: {
  rows: readonly PublishRecord[];
  selected: string | null;
  onSelect: (id: string) => void;
  onRestore: (row: PublishRecord) => void;
}) {
  return (
    <div className={screen.tableWrap} tabIndex={0} role="region" aria-label="Publishes">
      <table className={screen.table}>
        <caption className={screen.srOnly}>Publishes, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">By</th>
            <th scope="col">What it changed</th>
            <th scope="col">Result</th>
            <th scope="col">
              <span className={screen.srOnly}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.id}
              className={clsx(r.id === selected && screen.selectedRow)}
              aria-current={r.id === selected ? 'true' : undefined}
            >
              <td className={screen.nowrap}>{formatTime(r.at)}</td>
              <td>{whoOf(r)}</td>
              <td>
                {describeRecord(r)}
                {!r.hasSnapshot && r.status !== 'in-progress' && (
                  <span className={styles.note}> (no snapshot)</span>
                )}
              </td>
              <td>
                <span
                  className={clsx(
                    screen.status,
                    r.status === 'failed' && screen.failed,
                    r.status === 'published' && screen.ok,
                  )}
                >
                  {statusOf(r)}
                </span>
                {r.error && <span className={screen.errorText}>{r.error}</span>}
              </td>
              <td className={screen.actions}>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={!r.hasSnapshot}
                  aria-label={`View changes of ${formatTime(r.at)}`}
                  onClick={() => onSelect(r.id)}
                >
                  <GitCompare size={14} aria-hidden="true" /> View changes
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={!r.hasSnapshot}
                  aria-label={`Restore this version of ${formatTime(r.at)}`}
                  onClick={() => onRestore(r)}
                >
                  <History size={14} aria-hidden="true" /> Restore this version
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
