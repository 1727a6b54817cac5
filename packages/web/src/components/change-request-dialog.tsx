import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  CHANGE_ACTION_LABELS,
  CHANGE_REQUEST_MESSAGES as M,
  scheduledForProblem,
  type ChangeAction,
} from '@pitboss/contracts';
import { errorMessage } from '../lib/error-message';
import { useSubmitChange } from '../lib/use-change-control';
import { Button } from './button';
import { Modal } from './modal';
import form from './form.module.css';

/**
 * "Request …": a change request for an action that needs a second administrator, with a note
 * and, optionally, the time it runs at once approved (local time; sent with its zone).
 */
export function ChangeRequestDialog({
  action,
  open,
  onOpenChange,
  versionId,
}: {
  action: ChangeAction;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  versionId?: string;
}) {
  const id = useId();
  const submit = useSubmitChange();
  const [note, setNote] = useState('');
  const [at, setAt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setNote('');
    setAt('');
    setProblem(null);
    submit.reset();
    onOpenChange(false);
  };
  const send = () => {
    const scheduledFor = at ? new Date(at).toISOString() : undefined;
    const wrong = scheduledFor ? scheduledForProblem(scheduledFor, new Date()) : null;
    setProblem(wrong);
    if (wrong) return;
    submit.mutate(
      {
        action,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(scheduledFor ? { scheduledFor } : {}),
        ...(versionId ? { versionId } : {}),
      },
      {
        onSuccess: () => {
          toast.success(M.submitted);
          close();
        },
      },
    );
  };
  const error = problem ?? (submit.error ? errorMessage(submit.error, M.notFound) : null);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={`Request: ${CHANGE_ACTION_LABELS[action]}`}
      description="Another administrator reviews what it changes and approves or rejects it."
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button variant="primary" loading={submit.isPending} onClick={send}>
            Submit request
          </Button>
        </>
      }
    >
      <ReviewerNote id={`${id}-note`} value={note} onChange={setNote} />
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-at`}>
          Run at (optional, your local time)
        </label>
        <input
          id={`${id}-at`}
          type="datetime-local"
          className={form.input}
          step={1}
          value={at}
          onChange={(e) => setAt(e.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className={form.error}>
          {error}
        </p>
      )}
    </Modal>
  );
}

/** A change request's note for the reviewer (at most 500 characters, as the gateway allows). */
export function ReviewerNote({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (note: string) => void;
}) {
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        Note for the reviewer
      </label>
      <textarea
        id={id}
        className={form.input}
        rows={3}
        maxLength={500}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
