import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { CATALOGUE_MESSAGES, checkImportFile } from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/trpc';
import { useImportBackup } from '../api/use-import-backup';
import styles from './curator.module.css';

/** Import/Load Backup: a JSON file, Cancel and Upload (spec 1 §2, §5, §8). */
export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useImportBackup();

  useEffect(() => {
    if (open) {
      setFile(null);
      setError(null);
    }
  }, [open]);

  const submit = async () => {
    const problem = checkImportFile(file);
    if (problem || !file) {
      setError(problem ?? CATALOGUE_MESSAGES.importFileRequired);
      return;
    }
    try {
      await upload.mutateAsync({ file });
      toast.success(CATALOGUE_MESSAGES.importSucceeded);
      onOpenChange(false);
    } catch (err) {
      setError(CATALOGUE_MESSAGES.importFailed);
      toast.error(CATALOGUE_MESSAGES.importFailed, {
        description: errorMessage(err, '') || undefined,
      });
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !upload.isPending && onOpenChange(next)}
      title="Import Backup"
      description="Load a backup.json file into the working catalogue."
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => onOpenChange(false)}
            disabled={upload.isPending}
          >
            Cancel
          </Button>
          <Button variant="primary" onClick={() => void submit()} loading={upload.isPending}>
            Upload
          </Button>
        </>
      }
    >
      <div className={styles.field}>
        <label className={styles.label} htmlFor="backup-file">
          Backup file (JSON)
        </label>
        <input
          id="backup-file"
          type="file"
          accept=".json,application/json"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'backup-file-error' : undefined}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError(null);
          }}
        />
        {error && (
          <p id="backup-file-error" className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
