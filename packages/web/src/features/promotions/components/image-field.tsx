import { useEffect, useId, useMemo, useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { checkPromotionImage } from '@pitboss/contracts';
import { proxiedImage } from '../utils/image-url';
import styles from './promotion-form-modal.module.css';

export interface ImageFieldProps {
  file: File | null;
  /** The promotion's current image (edit), unless removed. */
  existingUrl: string | null;
  error: string | null;
  /** A chosen file and the image check's message (null when it passes). */
  onFile: (file: File, problem: string | null) => void;
  onRemove: () => void;
}

/** The promotion image: a preview with × (remove), or an upload area (click or drop). */
export function ImageField({ file, existingUrl, error, onFile, onRemove }: ImageFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [dragging, setDragging] = useState(false);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? (existingUrl ? proxiedImage(existingUrl, 640, 320) : null);

  const choose = (f: File | undefined) => {
    if (f) onFile(f, checkPromotionImage(f));
  };

  return (
    <div className={styles.field}>
      <span className={styles.label}>Image</span>
      {shown ? (
        <div className={styles.preview}>
          <img src={shown} alt={file ? `Preview of ${file.name}` : 'Current promotion image'} />
          <button
            type="button"
            className={styles.removeImage}
            aria-label="Remove image"
            onClick={onRemove}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          className={dragging ? `${styles.drop} ${styles.dropActive}` : styles.drop}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            choose(e.dataTransfer.files[0]);
          }}
        >
          <ImagePlus size={20} aria-hidden="true" />
          <span>Click or drop an image (under 5 MB)</span>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            className={styles.fileInput}
            aria-label="Image file"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
      )}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
