import { AlertDialog } from 'radix-ui';
import { CONCURRENCY_MESSAGES as M, conflictNotice, type Conflict } from '@pitboss/contracts';
import { Button } from './button';
import styles from './dialog.module.css';

/** One line of the difference: a field (or an item of an order) as it was and as it is now. */
export interface ConflictRow {
  label: string;
  was: string;
  now: string;
}

export interface ConflictDialogProps {
  conflict: Conflict | null;
  /** What differs between what the user opened and the current state. */
  rows: ConflictRow[];
  /** 'fields' for a form, 'moves' for an order. */
  kind: 'fields' | 'moves';
  pending?: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
}

/**
 * What a save refused with CONFLICT shows: who changed it and when ("Changed by Ada Admin 2
 * minutes ago"), the difference, and the two ways on: Reload (the current state with the user's
 * own edits kept on top) or Overwrite (the user's version saved over theirs, on purpose).
 */
export function ConflictDialog({
  conflict,
  rows,
  kind,
  pending = false,
  onReload,
  onOverwrite,
  onCancel,
}: ConflictDialogProps) {
  return (
    <AlertDialog.Root open={conflict !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={`${styles.content} ${styles.wide}`}>
          <AlertDialog.Title className={styles.title}>{M.dialogTitle}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>
            {conflict ? conflictNotice(conflict) : ''}
          </AlertDialog.Description>
          <section aria-label={kind === 'fields' ? M.differencesHeading : M.movesHeading}>
            <h3 className={styles.subtitle}>
              {kind === 'fields' ? M.differencesHeading : M.movesHeading}
            </h3>
            {rows.length === 0 ? (
              <p className={styles.description}>{M.noDifferences}</p>
            ) : (
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{M.fieldColumn}</th>
                    <th scope="col">{M.wasColumn}</th>
                    <th scope="col">{M.nowColumn}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.label}>
                      <th scope="row">{row.label}</th>
                      <td>{row.was}</td>
                      <td>{row.now}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <p className={styles.hint}>
            <strong>{M.reload}</strong>: {M.reloadHint} <strong>{M.overwrite}</strong>:{' '}
            {M.overwriteHint}
          </p>
          <div className={styles.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{M.cancel}</Button>
            </AlertDialog.Cancel>
            <Button variant="danger" loading={pending} onClick={onOverwrite}>
              {M.overwrite}
            </Button>
            <Button variant="primary" disabled={pending} onClick={onReload}>
              {M.reload}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
