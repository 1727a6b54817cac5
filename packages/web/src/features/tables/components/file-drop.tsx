import { useId, useRef, useState, type DragEvent } from 'react';
import clsx from 'clsx';
import { UploadCloud, X } from 'lucide-react';
import { THEMES, tooManyFilesMessage } from '@pitboss/contracts';
import { formatBytes } from '../lib/format';
import styles from './forms.module.css';

/** What the gateway accepts as theme files (it checks the real type of the bytes). */
const THEME_FILE_ACCEPT =
  'image/jpeg,image/png,image/gif,image/webp,image/avif,video/mp4,video/webm,video/quicktime';

export interface FileDropProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** A message from outside (e.g. 'Please select at least one file.'). */
  error?: string | null;
}

/**
 * The theme files area: drop files or choose them; at most 100 at once
 * ('Too many files selected. Maximum allowed is 100 files, but N were selected.').
 */
export function FileDrop({ files, onChange, error }: FileDropProps) {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [countError, setCountError] = useState<string | null>(null);

  const accept = (incoming: File[]) => {
    if (incoming.length === 0) return;
    const byName = new Map(files.map((f) => [f.name, f]));
    for (const f of incoming) byName.set(f.name, f);
    const next = [...byName.values()];
    if (next.length > THEMES.maxFiles) {
      setCountError(tooManyFilesMessage(next.length, THEMES.maxFiles));
      return;
    }
    setCountError(null);
    onChange(next);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    accept(Array.from(e.dataTransfer.files));
  };

  const message = countError ?? error ?? null;
  return (
    <div className={styles.fieldset}>
      <label
        htmlFor={inputId}
        className={clsx(
          styles.dropzone,
          dragging && styles.dragging,
          message && styles.dropzoneInvalid,
        )}
        onDragEnter={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="theme-dropzone"
      >
        <UploadCloud size={26} aria-hidden="true" />
        <span>
          <strong>Drop files here</strong> or click to choose (up to {THEMES.maxFiles})
        </span>
        <span className={styles.hintSmall}>
          Images (JPEG, PNG, GIF, WebP, AVIF) or videos (MP4, WebM, MOV), up to 100 files. The admin
          API decides which file becomes the theme&apos;s thumbnail, landscape or background video.
        </span>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept={THEME_FILE_ACCEPT}
          className="visually-hidden"
          aria-label="Theme files"
          aria-describedby={message ? messageId : undefined}
          aria-invalid={message ? true : undefined}
          onChange={(e) => {
            accept(Array.from(e.target.files ?? []));
            // The same files may be chosen again after a removal.
            e.target.value = '';
          }}
        />
      </label>
      {message && (
        <p id={messageId} role="alert" className={styles.error}>
          {message}
        </p>
      )}
      {files.length > 0 && (
        <>
          <p className={styles.muted}>
            {files.length} {files.length === 1 ? 'file' : 'files'} selected
          </p>
          <ul className={styles.fileList} aria-label="Selected files">
            {files.map((file) => (
              <li key={file.name} className={styles.fileItem}>
                <span className={styles.fileName}>{file.name}</span>
                <span className={styles.fileSize}>{formatBytes(file.size)}</span>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={`Remove ${file.name}`}
                  onClick={() => {
                    setCountError(null);
                    onChange(files.filter((f) => f !== file));
                  }}
                >
                  <X size={14} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
