import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { Check, Circle, Loader, X } from 'lucide-react';
import {
  RESTORE_STEPS,
  publishesRestoreInputSchema,
  type PublishRecord,
  type PublishesRestoreResult,
  type RestoreStep,
} from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { formatTime } from '../../../lib/format-value';
import { errorMessage } from '../../../lib/error-message';
import { usePublishes, useRestore } from '../api/use-history';
import { DiffPanel } from './diff-panel';
import screen from '../../../components/screen.module.css';
import styles from './history.module.css';

const STEP_LABELS: Record<RestoreStep, string> = {
  snapshot: 'Snapshot of the present catalogue',
  import: 'Import of the chosen version',
  publish: 'Publish',
  done: 'Done',
};

type Phase = 'confirm' | 'running' | 'done' | 'failed';

/** The rollback's row in the history (newest restore of this version), for its current step. */
function useRestoreStep(record: PublishRecord | null, phase: Phase): RestoreStep | null {
  const list = usePublishes(1, phase === 'running');
  const row = list.data?.items.find((r) => r.kind === 'restore' && r.restoredFrom === record?.id);
  if (phase === 'confirm') return null;
  if (phase === 'done') return 'done';
  return row?.step ?? 'snapshot';
}

function Progress({ step, phase }: { step: RestoreStep; phase: Phase }) {
  const at = RESTORE_STEPS.indexOf(step);
  return (
    <ol className={styles.steps} aria-label="Restore progress">
      {RESTORE_STEPS.map((s, i) => {
        const state =
          i < at || phase === 'done'
            ? 'done'
            : i === at
              ? phase === 'failed'
                ? 'failed'
                : 'current'
              : 'pending';
        const Icon = { done: Check, current: Loader, failed: X, pending: Circle }[state];
        return (
          <li
            key={s}
            className={clsx(styles.step, styles[state])}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <Icon size={14} aria-hidden="true" /> {STEP_LABELS[s]}
            <span className={screen.srOnly}> ({state})</span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * "Restore this version": the diff that will be applied (working catalogue now → that version),
 * a reason, then the restore with its steps as progress. A failure shows the gateway's own
 * sentence, which says what state the catalogue is left in.
 */
export function RestoreDialog({
  record,
  onClose,
  onRunningChange,
}: {
  record: PublishRecord | null;
  onClose: () => void;
  onRunningChange: (running: boolean) => void;
}) {
  const restore = useRestore();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [phase, setPhase] = useState<Phase>('confirm');
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<PublishesRestoreResult | null>(null);
  const step = useRestoreStep(record, phase);

  useEffect(() => {
    if (record) return;
    setReason('');
    setReasonError(undefined);
    setPhase('confirm');
    setFailure(null);
    setResult(null);
  }, [record]);
  useEffect(() => onRunningChange(phase === 'running'), [phase, onRunningChange]);

  if (!record) return null;
  const when = formatTime(record.at);

  const start = async () => {
    const parsed = publishesRestoreInputSchema.safeParse({ snapshotId: record.id, reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      return;
    }
    setReasonError(undefined);
    setPhase('running');
    try {
      setResult(await restore.mutateAsync(parsed.data));
      setPhase('done');
    } catch (err) {
      setFailure(errorMessage(err, 'The restore failed.'));
      setPhase('failed');
    }
  };

  const counts = result?.result;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && phase !== 'running' && onClose()}
      closeOnOutsideClick={phase !== 'running'}
      size="lg"
      title="Restore this version"
      description={`The working catalogue becomes the version of ${when} (${record.username}), then it is published. A snapshot of the present is taken first, so this rollback can itself be undone.`}
      footer={
        phase === 'confirm' ? (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="danger" onClick={() => void start()}>
              Restore and publish
            </Button>
          </>
        ) : (
          <Button variant="primary" onClick={onClose} disabled={phase === 'running'}>
            Close
          </Button>
        )
      }
    >
      {phase === 'confirm' ? (
        <>
          <h3 className={screen.panelTitle}>What will change</h3>
          <div className={styles.preview}>
            <DiffPanel input={{ from: 'current', to: record.id }} />
          </div>
          <FormField label="Reason" required error={reasonError}>
            <textarea
              className={styles.reason}
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </FormField>
        </>
      ) : (
        <>
          <Progress step={step ?? 'snapshot'} phase={phase} />
          {phase === 'failed' && failure && (
            <p role="alert" className={screen.errorBox}>
              {failure}
            </p>
          )}
          {phase === 'done' && (
            <p role="status" className={screen.success}>
              Restored: the version of {when} is live in production
              {counts && counts.slots !== null
                ? ` (${counts.slots} slots, ${counts.providers ?? '—'} providers, ${counts.groups ?? '—'} groups).`
                : '.'}
            </p>
          )}
        </>
      )}
    </Modal>
  );
}
