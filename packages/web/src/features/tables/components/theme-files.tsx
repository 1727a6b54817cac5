import { themeDeleteConfirmMessage, type Theme } from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { ModalCancel } from '../../../components/modal';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { UploadProgressBar } from '../../../components/upload-progress';
import type { UploadProgress } from '../../../lib/upload';
import type { ThemeUploadMode } from '../api/use-upload-theme-files';
import { formatBytes } from '../lib/format';
import { FileDrop } from './file-drop';
import styles from './forms.module.css';

/**
 * The theme modal's files: the existing files (edit mode), the upload mode (add or replace), the
 * drop area, and the upload's progress with Cancel.
 */
export function ThemeFiles({
  theme,
  mode,
  onModeChange,
  files,
  onFilesChange,
  filesError,
  progress,
  onCancelUpload,
}: {
  /** The theme being edited; none in create mode. */
  theme: Theme | null;
  mode: ThemeUploadMode;
  onModeChange: (mode: ThemeUploadMode) => void;
  files: File[];
  onFilesChange: (files: File[]) => void;
  filesError: string | null;
  progress: UploadProgress | null;
  onCancelUpload: () => void;
}) {
  return (
    <>
      {theme && (
        <section className={styles.fieldset} aria-label="Existing files">
          <h3 className={styles.label}>Existing files ({theme.files.length})</h3>
          {theme.files.length === 0 ? (
            <p className={styles.muted}>No files uploaded yet.</p>
          ) : (
            <ul className={styles.fileList} aria-label="Existing files">
              {theme.files.map((file) => (
                <li key={file.name} className={styles.fileItem}>
                  <span className={styles.fileName}>{file.name}</span>
                  <span className={styles.fileSize}>{formatBytes(file.size)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <div className={styles.fieldset}>
        <span className={styles.label}>{theme ? 'Upload files' : 'Files'}</span>
        {theme && (
          <div
            role="radiogroup"
            aria-label="Upload mode"
            className={styles.footer}
            style={{ justifyContent: 'flex-start' }}
          >
            <label className={styles.checkbox}>
              <input
                type="radio"
                name="upload-mode"
                checked={mode === 'add'}
                onChange={() => onModeChange('add')}
              />
              Add to existing files
            </label>
            <label className={styles.checkbox}>
              <input
                type="radio"
                name="upload-mode"
                checked={mode === 'replace'}
                onChange={() => onModeChange('replace')}
              />
              Replace all files
            </label>
          </div>
        )}
        <FileDrop files={files} onChange={onFilesChange} error={filesError} />
        {progress && (
          <UploadProgressBar
            progress={progress}
            onCancel={onCancelUpload}
            label="Theme files upload"
          />
        )}
      </div>
    </>
  );
}

/** The theme modal's actions: Delete Theme (edit mode, confirmed first), Cancel, Save/Create. */
export function ThemeActions({
  theme,
  saving,
  deleting,
  confirmDelete,
  onConfirmDeleteChange,
  onDelete,
}: {
  theme: Theme | null;
  saving: boolean;
  deleting: boolean;
  confirmDelete: boolean;
  onConfirmDeleteChange: (open: boolean) => void;
  onDelete: () => void;
}) {
  return (
    <div className={styles.footer}>
      {theme && (
        <Button
          variant="danger"
          className={styles.footerStart}
          onClick={() => onConfirmDeleteChange(true)}
        >
          Delete Theme
        </Button>
      )}
      <span className={styles.shortcuts} aria-hidden="true">
        <kbd className={styles.kbd}>Ctrl</kbd>+<kbd className={styles.kbd}>Enter</kbd> saves
      </span>
      <ModalCancel />
      <Button
        type="submit"
        variant="primary"
        loading={saving}
        aria-keyshortcuts="Control+Enter Meta+Enter"
      >
        {theme ? 'Save Theme' : 'Create Theme'}
      </Button>
      {theme && (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={onConfirmDeleteChange}
          title="Delete Theme"
          message={themeDeleteConfirmMessage(theme.name)}
          confirmLabel="Delete Theme"
          variant="danger"
          pending={deleting}
          onConfirm={onDelete}
        />
      )}
    </div>
  );
}
