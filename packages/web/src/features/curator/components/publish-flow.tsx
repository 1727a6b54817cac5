import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { CATALOGUE_MESSAGES, TIMINGS, type PublishResult } from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/trpc';
import { errorMessage } from '../../../lib/error-message';
import { usePublish } from '../api/use-publish';
import { usePublishChanges } from '../api/use-publish-changes';
import styles from './curator.module.css';
import flow from './publish-flow.module.css';

/**
 * Publish: a confirmation with what changed since the last publish (the gateway's audit trail),
 * then the progress popup — the bar rises to at most 95 % until success, then the counts, Close,
 * and it closes itself after 5 s.
 */
export function PublishFlow({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const changes = usePublishChanges(open);
  const publish = usePublish();
  const [popup, setPopup] = useState<'closed' | 'running' | 'done'>('closed');
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<PublishResult | null>(null);
  /** The gateway's message when no snapshot could be taken (the publish stopped). */
  const [snapshotFailure, setSnapshotFailure] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  useEffect(() => {
    if (popup !== 'done') return;
    const t = setTimeout(() => setPopup('closed'), TIMINGS.publishPopupAutoCloseMs);
    return () => clearTimeout(t);
  }, [popup]);

  const start = async (withoutSnapshot = false) => {
    onOpenChange(false);
    setSnapshotFailure(null);
    setResult(null);
    setProgress(5);
    setPopup('running');
    timer.current = setInterval(() => {
      setProgress((p) =>
        Math.min(
          TIMINGS.publishProgressMaxPercent,
          p + Math.max(1, (TIMINGS.publishProgressMaxPercent - p) / 8),
        ),
      );
    }, 200);
    try {
      const answer = await publish.mutateAsync(withoutSnapshot ? { withoutSnapshot } : undefined);
      setResult(answer);
      setProgress(100);
      setPopup('done');
      const noCounts = answer.slots === null && answer.providers === null && answer.groups === null;
      if (
        noCounts &&
        (!answer.message || answer.message === CATALOGUE_MESSAGES.publishUnexpectedResponse)
      ) {
        toast.warning(CATALOGUE_MESSAGES.publishUnexpectedResponse);
      }
    } catch (err) {
      setPopup('closed');
      if (isApiError(err) && err.data?.code === 'PRECONDITION_FAILED') {
        setSnapshotFailure(err.message);
        return;
      }
      toast.error(CATALOGUE_MESSAGES.publishFailed, {
        description: errorMessage(err, '') || undefined,
      });
    } finally {
      if (timer.current) clearInterval(timer.current);
      timer.current = null;
    }
  };

  const c = changes.data;
  const since = c?.since ? new Date(c.since).toLocaleString() : null;
  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title="Publish to production"
        description="Publishing copies the working catalogue to what players see."
        footer={
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button variant="primary" onClick={() => void start()} disabled={changes.isPending}>
              Publish
            </Button>
          </>
        }
      >
        {changes.isPending ? (
          <Spinner label="Loading changes since the last publish" />
        ) : changes.isError || !c ? (
          <p className={styles.hint}>The changes since the last publish could not be loaded.</p>
        ) : (
          <div className={styles.field} data-testid="publish-changes">
            <p>
              {since
                ? `Since the last publish (${since}):`
                : 'Since Pitboss started keeping track (never published here):'}
            </p>
            <div className={flow.counts}>
              <div className={flow.count}>
                <span className={flow.countValue}>{c.slots}</span>
                <span className={flow.countLabel}>{c.slots === 1 ? 'slot' : 'slots'} changed</span>
              </div>
              <div className={flow.count}>
                <span className={flow.countValue}>{c.providers}</span>
                <span className={flow.countLabel}>
                  {c.providers === 1 ? 'provider' : 'providers'} changed
                </span>
              </div>
              <div className={flow.count}>
                <span className={flow.countValue}>{c.groups}</span>
                <span className={flow.countLabel}>
                  {c.groups === 1 ? 'group' : 'groups'} changed
                </span>
              </div>
            </div>
            <p className={styles.hint}>
              {c.by.length > 0
                ? `Changed by ${c.by.join(', ')}`
                : 'No changes recorded since the last publish.'}
            </p>
            <p className={styles.hint}>
              <Link to="/activity?section=catalogue" className={styles.link}>
                See every change
              </Link>{' '}
              ·{' '}
              <Link to="/curator/history" className={styles.link}>
                Publish history
              </Link>
            </p>
          </div>
        )}
      </Modal>
      <Modal
        open={snapshotFailure !== null}
        onOpenChange={(next) => !next && setSnapshotFailure(null)}
        title="Publish stopped"
        footer={
          <>
            <Button variant="secondary" onClick={() => setSnapshotFailure(null)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void start(true)}>
              Publish without snapshot
            </Button>
          </>
        }
      >
        <p role="alert">{snapshotFailure}</p>
        <p className={styles.hint}>
          Without a snapshot this publish cannot be compared or restored from the publish history.
        </p>
      </Modal>
      <Modal
        open={popup !== 'closed'}
        onOpenChange={(next) => !next && popup === 'done' && setPopup('closed')}
        title={popup === 'done' ? 'Published' : 'Publishing…'}
        closeOnOutsideClick={popup === 'done'}
        footer={
          popup === 'done' ? (
            <Button variant="primary" onClick={() => setPopup('closed')}>
              Close
            </Button>
          ) : undefined
        }
      >
        <div
          className={flow.progress}
          role="progressbar"
          aria-label="Publish progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
        >
          <div className={flow.progressBar} style={{ width: `${progress}%` }} />
        </div>
        {popup === 'done' && result && (
          <div className={styles.field} data-testid="publish-summary">
            {result.slots !== null || result.providers !== null || result.groups !== null ? (
              <>
                <p>The catalogue is live in production.</p>
                <div className={flow.counts}>
                  <div className={flow.count}>
                    <span className={flow.countValue}>{result.slots ?? '—'}</span>
                    <span className={flow.countLabel}>slots</span>
                  </div>
                  <div className={flow.count}>
                    <span className={flow.countValue}>{result.providers ?? '—'}</span>
                    <span className={flow.countLabel}>providers</span>
                  </div>
                  <div className={flow.count}>
                    <span className={flow.countValue}>{result.groups ?? '—'}</span>
                    <span className={flow.countLabel}>groups</span>
                  </div>
                </div>
              </>
            ) : (
              <p>{result.message ?? CATALOGUE_MESSAGES.publishUnexpectedResponse}</p>
            )}
            <p className={styles.hint}>
              <Link to="/activity" className={styles.link}>
                See every change
              </Link>
            </p>
          </div>
        )}
      </Modal>
    </>
  );
}
