import { useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { LIST_LOAD_FAILED, catalogueDomainSchema } from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { ListState } from '../../../components/list-state';
import { Pagination } from '../../../components/pagination';
import screen from '../../../components/screen.module.css';
import { errorMessage } from '../../../lib/error-message';
import { useInvalidate, useTRPC } from '../../../lib/trpc-query';
import { useListParams } from '../../../lib/use-list-params';
import { useLiveChanges } from '../../../lib/use-live-changes';
import { downloadActivity, useActivity } from '../api/use-activity';
import {
  ACTIVITY_PARAMS,
  VIEWS,
  auditInput,
  type ActivityFilters as Filters,
} from '../lib/activity';
import { ActivityFilters } from './activity-filters';
import { ActivityRow } from './activity-row';
import { ActivityViews } from './activity-views';
import styles from './activity.module.css';

/** Every domain whose changes the gateway announces: the list refreshes as others act. */
const LIVE = catalogueDomainSchema.options;

/**
 * Activity (/activity, from the profile menu): the audit trail — who did what, when, to what,
 * the outcome, the redacted input, and for updates the values before and after. Filters and the
 * regulators' saved views live in the URL, pages come from the server, other users' changes
 * appear as they happen; the CSV export is streamed by the gateway.
 */
export default function ActivityPage() {
  const [filters, setFilters] = useListParams(ACTIVITY_PARAMS);
  const input = auditInput(filters);
  const list = useActivity({ ...input, page: filters.page });
  const [exporting, setExporting] = useState(false);
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  useLiveChanges(LIVE, () => void invalidate(trpc.audit.list.pathFilter()));

  const apply = (next: Filters) => setFilters(next);
  const download = async () => {
    setExporting(true);
    try {
      toast.success(`Exported ${await downloadActivity(input)}`);
    } catch (err) {
      toast.error('The export failed', { description: errorMessage(err, '') || undefined });
    } finally {
      setExporting(false);
    }
  };

  const data = list.data;
  return (
    <div className={screen.page}>
      <div className={screen.header}>
        <h1 className={screen.title}>Activity</h1>
        <Button onClick={() => void download()} loading={exporting}>
          <Download size={16} aria-hidden="true" /> Export CSV
        </Button>
      </div>
      <ActivityViews current={filters.view} />
      <p className={screen.muted}>
        {filters.view
          ? VIEWS[filters.view].description
          : 'Every change made through Pitboss, newest first.'}{' '}
        Other users’ changes appear as they happen.
      </p>
      <ActivityFilters value={filters} onApply={apply} />
      <ListState
        query={list}
        failed={LIST_LOAD_FAILED.activity}
        loading="Loading the activity"
        empty={data?.items.length === 0}
        emptyText="No activity matches these filters."
      >
        {data && (
          <>
            <p className={screen.muted} role="status">
              {data.total.toLocaleString()}
              {data.more ? '+ actions' : data.total === 1 ? ' action' : ' actions'}
            </p>
            <div className={screen.tableWrap} tabIndex={0} role="region" aria-label="Activity">
              <table className={screen.table} aria-busy={list.isFetching || undefined}>
                <caption className={screen.srOnly}>Audited actions, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Who</th>
                    <th scope="col">What</th>
                    <th scope="col">Target</th>
                    <th scope="col">Outcome</th>
                    <th scope="col">Before → after</th>
                    <th scope="col">
                      <span className={screen.srOnly}>Details</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((e) => (
                    <ActivityRow key={e.id} entry={e} />
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={filters.page}
              totalPages={data.totalPages}
              onPageChange={(page) => apply({ ...filters, page })}
              label="Activity pages"
              className={styles.pages}
            />
          </>
        )}
      </ListState>
    </div>
  );
}
