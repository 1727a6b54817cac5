interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  disabled: boolean;
  /** The screen's own field, label and input classes (`field`, `label`, `input`; filter rows differ per screen). */
  classes: Readonly<Record<string, string>>;
}

/** A labelled `type="search"` input for a filter row; pair it with `useDebouncedSearch`. */
export function SearchField({ id, label, value, onChange, placeholder, disabled, classes }: Props) {
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={classes.input}
        type="search"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
      />
    </div>
  );
}
