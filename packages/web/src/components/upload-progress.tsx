import type { UploadProgress } from '../lib/upload';
import { Button } from './button';
import styles from './upload-progress.module.css';

function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

/** An upload under way: a progress bar, the bytes sent, and a Cancel upload button. */
export function UploadProgressBar({
  progress,
  onCancel,
  label = 'Upload progress',
}: {
  progress: UploadProgress;
  onCancel: () => void;
  label?: string;
}) {
  const percent = progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <div className={styles.root}>
      <progress
        className={styles.bar}
        aria-label={label}
        max={100}
        value={progress.total > 0 ? percent : undefined}
      />
      <span className={styles.text} aria-live="polite">
        {progress.total > 0
          ? `${percent}% (${megabytes(progress.loaded)} of ${megabytes(progress.total)})`
          : 'Uploading…'}
      </span>
      <Button size="sm" onClick={onCancel}>
        Cancel upload
      </Button>
    </div>
  );
}
