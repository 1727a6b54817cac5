import type { InputHTMLAttributes, Ref } from 'react';
import clsx from 'clsx';
import { FormField } from './form-field';
import styles from './form.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The validation message shown under the field (spec: "the error shows under the field"). */
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A `FormField` around a text input. */
export function TextField({ label, error, hint, className, required, ...rest }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className}>
      <input className={clsx(styles.input, error && styles.invalid)} {...rest} />
    </FormField>
  );
}
