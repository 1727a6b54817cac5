import type { PublishRecord } from '@pitboss/contracts';
import { FormField } from '../../../components/form-field';
import { versionLabel } from '../lib/history';
import styles from './history.module.css';

const CURRENT = 'current';

function VersionSelect({
  label,
  value,
  rows,
  onChange,
}: {
  label: string;
  value: string;
  rows: readonly PublishRecord[];
  onChange: (value: string) => void;
}) {
  const known = value === CURRENT || rows.some((r) => r.id === value);
  return (
    <FormField label={label} className={styles.compareField}>
      <select className={styles.select} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value={CURRENT}>Working catalogue now</option>
        {!known && <option value={value}>Version {value.slice(0, 8)}</option>}
        {rows
          .filter((r) => r.hasSnapshot)
          .map((r) => (
            <option key={r.id} value={r.id}>
              {versionLabel(r)}
            </option>
          ))}
      </select>
    </FormField>
  );
}

/** The two versions compared: any snapshot on this page, or the working catalogue now. */
export function CompareBar({
  from,
  to,
  rows,
  onChange,
}: {
  from: string;
  to: string;
  rows: readonly PublishRecord[];
  onChange: (next: { from: string; to: string }) => void;
}) {
  return (
    <div className={styles.compare}>
      <VersionSelect
        label="From"
        value={from}
        rows={rows}
        onChange={(v) => onChange({ from: v, to })}
      />
      <VersionSelect
        label="To"
        value={to}
        rows={rows}
        onChange={(v) => onChange({ from, to: v })}
      />
    </div>
  );
}
