import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './form.module.css';

export interface FormFieldProps {
  label: string;
  /** The validation message shown under the field (spec: "the error shows under the field"). */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** The control (input, select, textarea): it gets the id and the aria wiring. */
  children: ReactElement<Record<string, unknown>>;
}

/**
 * The one form field: a label, a control and its hint or error under it, wired for assistive
 * tech (`aria-invalid`, `aria-describedby`, `aria-required`). A required field's label ends with
 * an asterisk hidden from screen readers.
 */
export function FormField({ label, error, hint, required, className, children }: FormFieldProps) {
  const autoId = useId();
  const id = (children.props.id as string | undefined) ?? autoId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint && !error ? hintId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={clsx(styles.field, className)}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className={styles.required}>
            {' '}
            *
          </span>
        )}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {hint && !error && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The class of a form control (input, select, textarea) in the one form stylesheet. */
export const controlClass = styles.input;
