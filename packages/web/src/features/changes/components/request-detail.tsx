import { useId, useState } from 'react';
import { toast } from 'sonner';
import { CHANGE_ACTION_LABELS, CHANGE_REQUEST_MESSAGES as M } from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { formatTimestamp } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import {
  useApproveChange,
  useCancelChange,
  useChangeRequest,
  useRejectChange,
} from '../api/use-changes';
import { diffLines, diffNames, statusLabel, type DiffLike } from '../lib/changes';
import form from '../../../components/form.module.css';
import screen from '../../../components/screen.module.css';
import styles from './changes.module.css';

/** What a request will change: the diff's summary and the names it touches. */
function Preview({
  request,
}: {
  request: { preview: { diff: DiffLike | null; counts: unknown } | null };
}) {
  const preview = request.preview;
  if (!preview) return null;
  if (!preview.diff)
    return (
      <p className={screen.muted}>
        {preview.counts ? 'Nothing published yet to compare with.' : M.noDiff}
      </p>
    );
  const lines = diffLines(preview.diff);
  if (lines.length === 0) return <p className={screen.muted}>No catalogue changes.</p>;
  return (
    <div className={styles.diff} aria-label="What it changes">
      <ul className={styles.summary}>
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      {diffNames(preview.diff).map((section) => (
        <details key={section.title} className={styles.section}>
          <summary>{section.title}</summary>
          <ul>
            {section.names.map((n, i) => (
              <li key={`${n}-${i}`}>{n}</li>
            ))}
            {section.more > 0 && <li className={screen.muted}>and {section.more} more</li>}
          </ul>
        </details>
      ))}
    </div>
  );
}

/** One request: who asked what and when, its diff, and approve, reject or cancel. */
export function RequestDetail({ id, me }: { id: string; me: string }) {
  const query = useChangeRequest(id);
  const approve = useApproveChange();
  const reject = useRejectChange();
  const cancel = useCancelChange();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  if (query.isPending) return <Spinner label="Loading the change request" />;
  if (query.isError)
    return <p className={screen.errorText}>{errorMessage(query.error, M.notFound)}</p>;
  const request = query.data;
  const own = request.author.username === me;
  const open = request.status === 'pending' || request.status === 'scheduled';
  const failure = approve.error ?? reject.error ?? cancel.error;
  return (
    <section className={screen.panel} aria-labelledby="request-title">
      <h2 id="request-title" className={screen.panelTitle}>
        {CHANGE_ACTION_LABELS[request.action]}
      </h2>
      <dl className={styles.meta}>
        <dt>Status</dt>
        <dd>{statusLabel(request)}</dd>
        <dt>Requested by</dt>
        <dd>
          {request.author.displayName} at {formatTimestamp(request.createdAt)}
        </dd>
        {request.scheduledFor && (
          <>
            <dt>Runs at</dt>
            <dd>{formatTimestamp(request.scheduledFor)}</dd>
          </>
        )}
        {request.note && (
          <>
            <dt>Note</dt>
            <dd>{request.note}</dd>
          </>
        )}
        {request.fileName && (
          <>
            <dt>File</dt>
            <dd>{request.fileName}</dd>
          </>
        )}
        {request.decidedBy && (
          <>
            <dt>Decided by</dt>
            <dd>
              {request.decidedBy.displayName} at {formatTimestamp(request.decidedAt)}
            </dd>
          </>
        )}
        {request.reason && (
          <>
            <dt>Reason</dt>
            <dd>{request.reason}</dd>
          </>
        )}
        {request.error && (
          <>
            <dt>Failure</dt>
            <dd className={screen.errorText}>{request.error}</dd>
          </>
        )}
      </dl>
      <Preview request={request} />
      {failure && (
        <p role="alert" className={screen.errorText}>
          {errorMessage(failure, M.notFound)}
        </p>
      )}
      {open && (
        <div className={screen.actions}>
          {request.status === 'pending' && !own && (
            <Button
              variant="primary"
              loading={approve.isPending}
              onClick={() =>
                approve.mutate(
                  { id: request.id, fingerprint: request.preview?.fingerprint ?? '' },
                  { onSuccess: () => toast.success(M.approvedToast) },
                )
              }
            >
              Approve
            </Button>
          )}
          {!own && (
            <Button variant="danger" onClick={() => setRejecting(true)}>
              Reject
            </Button>
          )}
          {own && (
            <>
              <p className={screen.muted}>{M.ownApproval}</p>
              <Button
                variant="secondary"
                loading={cancel.isPending}
                onClick={() =>
                  cancel.mutate(
                    { id: request.id },
                    { onSuccess: () => toast.success(M.cancelledToast) },
                  )
                }
              >
                Cancel request
              </Button>
            </>
          )}
        </div>
      )}
      <Modal
        open={rejecting}
        onOpenChange={setRejecting}
        title="Reject change request"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={reject.isPending}
              onClick={() =>
                reject.mutate(
                  { id: request.id, reason },
                  {
                    onSuccess: () => {
                      setRejecting(false);
                      setReason('');
                      toast.success(M.rejectedToast);
                    },
                  },
                )
              }
            >
              Reject
            </Button>
          </>
        }
      >
        <div className={form.field}>
          <label className={form.label} htmlFor={reasonId}>
            Reason
          </label>
          <textarea
            id={reasonId}
            className={form.input}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        {reject.error && (
          <p role="alert" className={form.error}>
            {errorMessage(reject.error, M.reasonRequired)}
          </p>
        )}
      </Modal>
    </section>
  );
}
