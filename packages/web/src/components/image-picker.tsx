import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { ImageOff } from 'lucide-react';
import { Button } from './button';
import styles from './image-picker.module.css';

/**
 * The image of a form: the saved one kept, a new file waiting
 * to be uploaded on save (with its preview), or the saved one to be removed on save.
 */
export type ImageState =
  { kind: 'keep' } | { kind: 'new'; file: File; preview: string } | { kind: 'remove' };

const KEEP: ImageState = { kind: 'keep' };

/** The image state of a form, with the preview's object URL released when it is replaced. */
export function useImageState() {
  const [image, setImage] = useState<ImageState>(KEEP);
  useEffect(
    () => () => {
      if (image.kind === 'new') URL.revokeObjectURL(image.preview);
    },
    [image],
  );
  return {
    image,
    /** A new file (already checked by the form) replaces whatever was there. */
    pick: useCallback((file: File) => {
      setImage({ kind: 'new', file, preview: URL.createObjectURL(file) });
    }, []),
    /** A new file is dropped; a saved image is marked for removal. */
    remove: useCallback((hasSaved: boolean) => setImage(hasSaved ? { kind: 'remove' } : KEEP), []),
    /** Back to the saved image. */
    reset: useCallback(() => setImage(KEEP), []),
  };
}

export interface ImagePickerProps {
  image: ImageState;
  /** The saved image (through the image proxy), or null. */
  savedUrl: string | null;
  /** Allowed types for the file chooser (`accept`). */
  accept: string;
  error: string | null;
  /** A chosen or dropped file, before any check. */
  onFile: (file: File) => void;
  onRemove: () => void;
  /** Undo a removal ("Keep image"); without it the removal note is not shown. */
  onKeep?: () => void;
  /** What a removal does, e.g. "The image will be deleted when you save." */
  removeNote?: string;
  /** A line under the chooser (e.g. size limits, or what happened to the file). */
  hint?: ReactNode;
  /** The preview's shape (size and aspect ratio). */
  previewClassName?: string;
  label?: string;
}

/**
 * The one image picker: the preview (new, saved, or "No image"), Choose image (click, or drop a
 * file on the preview), Remove image, and the error under it.
 */
export function ImagePicker({
  image,
  savedUrl,
  accept,
  error,
  onFile,
  onRemove,
  onKeep,
  removeNote = 'The image will be removed when you save.',
  hint,
  previewClassName,
  label = 'Image',
}: ImagePickerProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const shown = image.kind === 'new' ? image.preview : image.kind === 'keep' ? savedUrl : null;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.picker} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={styles.row}>
        <div
          className={clsx(styles.preview, previewClassName, dragging && styles.dropping)}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            const file = e.dataTransfer.files[0];
            if (file) onFile(file);
          }}
        >
          {shown ? (
            <img src={shown} alt={image.kind === 'new' ? 'New image preview' : 'Current image'} />
          ) : (
            <span className={styles.placeholder}>No image</span>
          )}
        </div>
        <div className={styles.controls}>
          {/* the label is the button; the native input (light, "No file chosen" after every pick,
              since its value is cleared to allow the same file again) stays out of sight */}
          <label className={styles.choose} htmlFor={id}>
            Choose image
          </label>
          {image.kind === 'new' && <span className={styles.fileName}>{image.file.name}</span>}
          <input
            id={id}
            type="file"
            className="visually-hidden"
            accept={accept}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) onFile(file);
            }}
          />
          {error && (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {error}
            </p>
          )}
          {hint && (
            <p id={`${id}-hint`} className={styles.hint} aria-live="polite">
              {hint}
            </p>
          )}
          {shown && (
            <Button size="sm" variant="ghost" onClick={onRemove}>
              <ImageOff size={14} aria-hidden="true" /> Remove image
            </Button>
          )}
          {image.kind === 'remove' && onKeep && (
            <p className={styles.hint}>
              {removeNote}{' '}
              <button type="button" className={styles.linkButton} onClick={onKeep}>
                Keep image
              </button>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
