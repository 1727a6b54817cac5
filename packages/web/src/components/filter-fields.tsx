import type { SelectHTMLAttributes } from 'react';

/** The screen's own field, label and control classes (`field`, `label`, `input`, `select`). */
type Classes = Readonly<Record<string, string>>;

export interface FilterOption {
  value: string;
  label: string;
}

interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value' | 'className'
> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
  classes: Classes;
}

/** A labelled select for a filter row. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
  classes,
  ...rest
}: SelectProps) {
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={classes.select}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
