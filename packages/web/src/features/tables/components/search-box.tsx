import formStyles from '../../../components/form.module.css';

/** A search box of the tables page (a table or theme name or slug); the caller debounces. */
export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <input
      type="search"
      name="search"
      className={formStyles.input}
      aria-label={label}
      placeholder={`${label}…`}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
