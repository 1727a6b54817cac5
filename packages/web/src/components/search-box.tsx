import { useId } from 'react';
import clsx from 'clsx';
import { Search, X } from 'lucide-react';
import { useSearchBox } from '../lib/use-search-box';
import { Spinner } from './spinner';
import styles from './search-box.module.css';

export interface SearchBoxProps {
  /** The accessible name ("Search slots"); shown above the box unless `labelHidden`. */
  label: string;
  /** The search in force (from the URL); the box follows it when it changes elsewhere. */
  value: string;
  /** Called with the trimmed text once it is to be searched. */
  onSearch: (text: string) => void;
  /** How long typing must pause before the text is searched. */
  delayMs: number;
  placeholder?: string;
  disabled?: boolean;
  labelHidden?: boolean;
  /** A search is on its way (the list is fetching it): the box shows a spinner. */
  busy?: boolean;
  /** Extra text the input is described by (an element id). */
  describedBy?: string;
  className?: string;
}

/**
 * The search box of every list: a labelled `type="search"` input that searches once typing
 * pauses, at once on Enter or when emptied, clears on Escape or its clear button, and shows a
 * spinner while the search is pending or loading.
 */
export function SearchBox({
  label,
  value,
  onSearch,
  delayMs,
  placeholder,
  disabled = false,
  labelHidden = false,
  busy = false,
  describedBy,
  className,
}: SearchBoxProps) {
  const id = useId();
  const box = useSearchBox(value, delayMs, onSearch);
  return (
    <div className={clsx(styles.field, className)}>
      {!labelHidden && (
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
      )}
      <div className={clsx(styles.box, disabled && styles.disabled)}>
        <Search size={16} aria-hidden="true" className={styles.icon} />
        <input
          id={id}
          name={id}
          type="search"
          aria-label={labelHidden ? label : undefined}
          aria-describedby={describedBy}
          placeholder={placeholder}
          value={box.value}
          disabled={disabled}
          onChange={(e) => box.onChange(e.target.value)}
          onKeyDown={box.onKeyDown}
          onBlur={box.onBlur}
        />
        {(box.pending || busy) && <Spinner size={14} label="Searching" />}
        {box.value !== '' && !disabled && (
          <button
            type="button"
            className={styles.clear}
            aria-label="Clear search"
            onClick={box.clear}
          >
            <X size={14} aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}
