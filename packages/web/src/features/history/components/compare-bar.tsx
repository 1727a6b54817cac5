import { useState } from 'react';
import type { PublishRecord } from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { usePublishVersions } from '../api/use-history';
import { versionLabel } from '../lib/history';
import screen from '../../../components/screen.module.css';
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

/**
 * The two versions compared: any snapshot, or the working catalogue now. The pickers list the
 * history's pages up to the one the table shows, and "Load older versions" adds the next page.
 */
export function CompareBar({
  from,
  to,
  page,
  onChange,
}: {
  from: string;
  to: string;
  /** The history table's page: the pickers list at least the versions up to it. */
  page: number;
  onChange: (next: { from: string; to: string }) => void;
}) {
  const [requested, setRequested] = useState(1);
  const pages = Math.max(page, requested);
  const versions = usePublishVersions(pages);
  return (
    <>
      <div className={styles.compare}>
        <VersionSelect
          label="From"
          value={from}
          rows={versions.rows}
          onChange={(v) => onChange({ from: v, to })}
        />
        <VersionSelect
          label="To"
          value={to}
          rows={versions.rows}
          onChange={(v) => onChange({ from, to: v })}
        />
      </div>
      <div className={styles.compareMore}>
        <span className={styles.note} aria-live="polite">
          Versions from the newest {versions.rows.length} of {versions.total} publishes.
        </span>
        {versions.hasOlder && (
          <Button
            size="sm"
            variant="ghost"
            loading={versions.loading}
            onClick={() => setRequested(pages + 1)}
          >
            Load older versions
          </Button>
        )}
      </div>
      {versions.error && (
        <p role="alert" className={screen.errorBox}>
          Older versions could not be loaded: {versions.error}
        </p>
      )}
    </>
  );
}
