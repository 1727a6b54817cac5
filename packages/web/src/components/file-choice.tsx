import styles from './image-picker.module.css';

interface FileChoiceProps {
  /** The input's id: the field's own label (elsewhere) names it with `htmlFor`. */
  id: string;
  accept: string;
  /** The chosen file's name, shown beside the button. */
  fileName: string | null;
  invalid?: boolean;
  describedBy?: string;
  onFile: (file: File | null) => void;
}

/**
 * A file field in the dark theme: a "Choose file" button (a label of the input) and the chosen
 * file's name. The browser's own control (a light button, and "No file chosen" beside a file
 * just chosen) stays out of sight; the input keeps its label, so screen readers, keyboards and
 * tests reach it as before. The image picker's look, for every file field alike.
 */
export function FileChoice({
  id,
  accept,
  fileName,
  invalid,
  describedBy,
  onFile,
}: FileChoiceProps) {
  return (
    <div className={styles.controls}>
      <label className={styles.choose} htmlFor={id}>
        Choose file
      </label>
      {fileName && <span className={styles.fileName}>{fileName}</span>}
      <input
        id={id}
        type="file"
        className="visually-hidden"
        accept={accept}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      />
    </div>
  );
}
