import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CHANGE_ACTION_LABELS, CHANGE_REQUEST_MESSAGES as M } from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { Pagination } from '../../../components/pagination';
import { Spinner } from '../../../components/spinner';
import { formatTimestamp } from '../../../lib/dates';
import { pageParam } from '../../../lib/use-list-params';
import { errorMessage } from '../../../lib/error-message';
import { useChangeCounts } from '../../../lib/use-change-control';
import { useChangesList, useMyUsername, type ChangesView } from '../api/use-changes';
import { statusLabel } from '../lib/changes';
import { RequestDetail } from './request-detail';
import screen from '../../../components/screen.module.css';
import styles from './changes.module.css';

const VIEWS: { id: ChangesView; label: string }[] = [
  { id: 'pending', label: 'Pending' },
  { id: 'scheduled', label: 'Scheduled' },
  { id: 'history', label: 'History' },
];

const viewOf = (value: string | null): ChangesView =>
  value === 'scheduled' || value === 'history' ? value : 'pending';

/**
 * Changes: requests waiting for a second administrator, those scheduled, and how the others
 * ended; each one's diff, approve, reject with a reason, or cancel for its author.
 */
export default function ChangesPage() {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('view'));
  const page = pageParam().read(params.get('page'));
  const list = useChangesList(view, page);
  const counts = useChangeCounts().data;
  const me = useMyUsername() ?? '';
  const [selected, setSelected] = useState<string | null>(params.get('id'));
  const select = (id: string) => {
    setSelected(id);
    setParams((p) => {
      p.set('id', id);
      return p;
    });
  };
  return (
    <div className={screen.paddedPage}>
      <header className={screen.header}>
        <h1 className={screen.title}>Changes</h1>
        <p className={screen.muted}>
          {counts && counts.required.length > 0
            ? `Needs a second administrator: ${counts.required.map((a) => CHANGE_ACTION_LABELS[a]).join(', ')}.`
            : 'No action needs approval on this deployment; requests can still be submitted and scheduled.'}
        </p>
      </header>
      <div role="tablist" aria-label="Change requests" className={styles.tabs}>
        {VIEWS.map((v) => (
          <button
            key={v.id}
            type="button"
            role="tab"
            aria-selected={view === v.id}
            className={styles.tab}
            onClick={() => setParams({ view: v.id })}
          >
            {v.label}
            {v.id !== 'history' && counts ? ` (${counts[v.id]})` : ''}
          </button>
        ))}
      </div>
      <div className={styles.layout}>
        <section className={screen.panel} aria-label={`${view} change requests`}>
          {list.isPending && <Spinner label="Loading change requests" />}
          {list.isError && (
            <p className={screen.errorText}>{errorMessage(list.error, M.notFound)}</p>
          )}
          {list.data && list.data.items.length === 0 && (
            <p className={screen.empty}>No change requests here.</p>
          )}
          {list.data && list.data.items.length > 0 && (
            <div className={screen.tableWrap}>
              <table className={screen.table}>
                <thead>
                  <tr>
                    <th scope="col">Action</th>
                    <th scope="col">Requested by</th>
                    <th scope="col">Submitted</th>
                    <th scope="col">Status</th>
                    <th scope="col">
                      <span className={screen.srOnly}>Open</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((r) => (
                    <tr key={r.id} className={r.id === selected ? screen.selectedRow : undefined}>
                      <td>{CHANGE_ACTION_LABELS[r.action]}</td>
                      <td>{r.author.displayName}</td>
                      <td className={screen.nowrap}>{formatTimestamp(r.createdAt)}</td>
                      <td>
                        {statusLabel(r)}
                        {r.scheduledFor && ` · runs ${formatTimestamp(r.scheduledFor)}`}
                      </td>
                      <td>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Review ${CHANGE_ACTION_LABELS[r.action]} by ${r.author.displayName}`}
                          onClick={() => select(r.id)}
                        >
                          Review
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {list.data && list.data.totalPages > 1 && (
            <Pagination
              page={page}
              totalPages={list.data.totalPages}
              onPageChange={(next) =>
                setParams((p) => {
                  p.set('page', String(next));
                  return p;
                })
              }
            />
          )}
        </section>
        {selected && <RequestDetail key={selected} id={selected} me={me} />}
      </div>
    </div>
  );
}
