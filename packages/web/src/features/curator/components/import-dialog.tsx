import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import {
  CATALOGUE_MESSAGES,
  CHANGE_ACTION_LABELS,
  CHANGE_REQUEST_MESSAGES,
  backupSummary,
  checkImportFile,
  importConfirmMessage,
  type BackupSummary,
} from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { ReviewerNote } from '../../../components/change-request-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FileChoice } from '../../../components/file-choice';
import { Modal, ModalCancel } from '../../../components/modal';
import { errorMessage } from '../../../lib/error-message';
import { useApprovalRequired } from '../../../lib/use-change-control';
import { useImportBackup } from '../api/use-import-backup';
import { useRequestImport } from '../api/use-request-import';
import styles from './curator.module.css';

/** What the chosen file holds (read in the browser), or why it cannot be imported. */
type Reading =
  | { kind: 'none' }
  | { kind: 'reading' }
  | { kind: 'read'; summary: BackupSummary }
  | { kind: 'bad' };

async function readBackup(file: File): Promise<Reading> {
  try {
    return { kind: 'read', summary: backupSummary(JSON.parse(await file.text()) as unknown) };
  } catch {
    return { kind: 'bad' };
  }
}

/**
 * Import/Load Backup: a JSON file, Cancel and Upload. Before the catalogue is
 * replaced, the dialog says what the file holds (counts of slots, providers and groups) and asks.
 * Where an import needs a second administrator (`APPROVALS_REQUIRED`), the same dialog submits the
 * file as a change request with a note for the reviewer, who sees its counts before approving.
 */
export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState<Reading>({ kind: 'none' });
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const needsRequest = useApprovalRequired('import');
  const direct = useImportBackup();
  const request = useRequestImport();
  const upload = needsRequest ? request : direct;

  useEffect(() => {
    if (open) {
      setFile(null);
      setReading({ kind: 'none' });
      setAsking(false);
      setError(null);
      setNote('');
    }
  }, [open]);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setError(null);
    if (!chosen) {
      setReading({ kind: 'none' });
      return;
    }
    setReading({ kind: 'reading' });
    const read = await readBackup(chosen);
    setReading(read);
    if (read.kind === 'bad') setError(CATALOGUE_MESSAGES.backupNotJson);
  };

  const ask = () => {
    const problem = checkImportFile(file);
    if (problem || !file) {
      setError(problem ?? CATALOGUE_MESSAGES.importFileRequired);
      return;
    }
    if (reading.kind === 'bad') {
      setError(CATALOGUE_MESSAGES.backupNotJson);
      return;
    }
    if (reading.kind !== 'read') return;
    if (needsRequest) void sendRequest(file);
    else setAsking(true);
  };

  const sendRequest = async (chosen: File) => {
    try {
      await request.mutateAsync({ file: chosen, note });
      toast.success(CHANGE_REQUEST_MESSAGES.submitted);
      onOpenChange(false);
    } catch (err) {
      setError(errorMessage(err, CATALOGUE_MESSAGES.importFailed));
    }
  };

  const submit = async () => {
    setAsking(false);
    if (!file) return;
    try {
      await direct.mutateAsync({ file });
      toast.success(CATALOGUE_MESSAGES.importSucceeded);
      onOpenChange(false);
    } catch (err) {
      setError(CATALOGUE_MESSAGES.importFailed);
      toast.error(CATALOGUE_MESSAGES.importFailed, {
        description: errorMessage(err, '') || undefined,
      });
    }
  };

  const summary = reading.kind === 'read' ? importConfirmMessage(reading.summary) : '';
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !upload.isPending && onOpenChange(next)}
      title={needsRequest ? `Request: ${CHANGE_ACTION_LABELS.import}` : 'Import Backup'}
      dirty={file !== null || note !== ''}
      description={
        needsRequest
          ? 'Another administrator sees what the file holds and approves or rejects loading it into the working catalogue.'
          : 'Load a backup file (JSON) into the working catalogue.'
      }
      footer={
        <>
          <ModalCancel disabled={upload.isPending} />
          <Button
            variant="primary"
            onClick={ask}
            loading={upload.isPending || reading.kind === 'reading'}
          >
            {needsRequest ? 'Submit request' : 'Upload'}
          </Button>
        </>
      }
    >
      <div className={styles.field}>
        <label className={styles.label} htmlFor="backup-file">
          Backup file (JSON)
        </label>
        <FileChoice
          id="backup-file"
          accept=".json,application/json"
          fileName={file?.name ?? null}
          invalid={error !== null}
          describedBy={error ? 'backup-file-error' : undefined}
          onFile={(chosen) => void choose(chosen)}
        />
        {error && (
          <p id="backup-file-error" className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      {needsRequest && <ReviewerNote id="backup-note" value={note} onChange={setNote} />}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={CATALOGUE_MESSAGES.importConfirmTitle}
        message={summary}
        confirmLabel="Import"
        variant="danger"
        onConfirm={() => void submit()}
      />
    </Modal>
  );
}
