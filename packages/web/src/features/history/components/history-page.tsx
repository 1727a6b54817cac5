import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { PublishRecord } from '@pitboss/contracts';
import { Pagination } from '../../../components/pagination';
import { Spinner } from '../../../components/spinner';
import { useInvalidate, useTRPC } from '../../../lib/trpc-query';
import { describeLiveChange, useLiveChanges } from '../../../lib/use-live-changes';
import { toast } from 'sonner';
import { usePublishes } from '../api/use-history';
import { defaultComparison } from '../lib/history';
import { CompareBar } from './compare-bar';
import { DiffPanel } from './diff-panel';
import { HistoryTable } from './history-table';
import { RestoreDialog } from './restore-dialog';
import { ChangeRequestDialog } from '../../../components/change-request-dialog';
import { useApprovalRequired } from '../../../lib/use-change-control';
import screen from '../../../components/screen.module.css';

const LIVE = ['publishes', 'catalogue'] as const;

function pageFrom(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * Publish history (/curator/history): every publish and rollback, what each changed, a diff
 * between any two versions (or a version and the working catalogue now), and "Restore this
 * version". The page, the selected row and the compared versions live in the URL.
 */
export default function HistoryPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const [restoring, setRestoring] = useState<PublishRecord | null>(null);
  const restoreNeedsRequest = useApprovalRequired('restore');
  const [running, setRunning] = useState(false);
  const history = usePublishes(page, running);
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  useLiveChanges(LIVE, (change) => {
    void invalidate(trpc.publishes.list.pathFilter());
    if (change.procedure === 'catalogue.publish' || change.procedure === 'publishes.restore')
      toast.info(describeLiveChange(change, 'the catalogue'));
  });

  const rows = history.data?.items ?? [];
  const selected = params.get('version');
  const from = params.get('from');
  const to = params.get('to');
  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next);
  };

  return (
    <div className={screen.page}>
      <div className={screen.header}>
        <h1 className={screen.title}>Publish history</h1>
        <Link to="/curator" className={screen.back}>
          <ArrowLeft size={16} aria-hidden="true" /> Back to the curator
        </Link>
      </div>
      <p className={screen.muted}>
        Every publish and rollback, newest first. Each keeps the catalogue as it was just before it
        was published: compare it with another version, or restore it.
      </p>
      {history.isPending ? (
        <Spinner label="Loading the publish history" />
      ) : history.isError ? (
        <p role="alert" className={screen.errorBox}>
          The publish history could not be loaded: {history.error.message}
        </p>
      ) : rows.length === 0 ? (
        <p className={screen.empty}>Nothing has been published through Pitboss yet.</p>
      ) : (
        <>
          <HistoryTable
            rows={rows}
            selected={selected}
            onSelect={(id) => set({ version: id, ...defaultComparison(rows, id) })}
            onRestore={setRestoring}
          />
          <Pagination
            page={page}
            totalPages={history.data.totalPages}
            onPageChange={(p) => set({ page: p <= 1 ? null : String(p) })}
            label="History pages"
          />
        </>
      )}
      {from && to && (
        <section className={screen.panel} aria-labelledby="compare-title">
          <h2 id="compare-title" className={screen.panelTitle}>
            Changes between two versions
          </h2>
          <CompareBar from={from} to={to} page={page} onChange={(next) => set(next)} />
          <DiffPanel input={{ from, to }} />
        </section>
      )}
      {restoreNeedsRequest ? (
        <ChangeRequestDialog
          action="restore"
          versionId={restoring?.id}
          open={restoring !== null}
          onOpenChange={(open) => {
            if (!open) setRestoring(null);
          }}
        />
      ) : (
        <RestoreDialog
          record={restoring}
          onClose={() => setRestoring(null)}
          onRunningChange={setRunning}
        />
      )}
    </div>
  );
}
