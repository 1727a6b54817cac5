import { useEffect, useId, useState } from 'react';
import { EVENT_FILTER_REDEEM_NOTE, EVENT_STREAM, type EventFilters } from '@pitboss/contracts';
import styles from './event-filters.module.css';

type Toggle = Exclude<keyof EventFilters, 'minAmount'>;

const TOGGLES: { key: Toggle; label: string }[] = [
  { key: 'bets', label: 'Bets' },
  { key: 'deposits', label: 'Deposits' },
  { key: 'withdrawals', label: 'Withdrawals' },
  { key: 'tips', label: 'Tips' },
  { key: 'affiliate', label: 'Affiliate' },
  { key: 'vault', label: 'Vault' },
  { key: 'highRoller', label: `High roller (≥ ${EVENT_STREAM.highRollerAmount})` },
];

/** The stream's filter panel: the type toggles, high roller and a minimum amount. */
export function EventFiltersPanel({
  id,
  filters,
  onChange,
  onReset,
}: {
  id: string;
  filters: EventFilters;
  onChange: (filters: EventFilters) => void;
  onReset: () => void;
}) {
  const minId = useId();
  // The text as typed ('0.', '0.0' on the way to '0.05'); the filter gets its number.
  const [minText, setMinText] = useState(filters.minAmount > 0 ? String(filters.minAmount) : '');
  useEffect(() => {
    if (filters.minAmount === 0) setMinText((t) => (Number(t) > 0 ? '' : t));
  }, [filters.minAmount]);
  return (
    <fieldset id={id} className={styles.filters}>
      <legend className="visually-hidden">Event filters</legend>
      <div className={styles.toggles}>
        {TOGGLES.map(({ key, label }) => (
          <label key={key} className={styles.toggle}>
            <input
              type="checkbox"
              checked={filters[key]}
              onChange={(e) => onChange({ ...filters, [key]: e.target.checked })}
            />
            {label}
          </label>
        ))}
      </div>
      <div className={styles.minAmount}>
        <label htmlFor={minId}>Minimum amount</label>
        <input
          id={minId}
          type="number"
          inputMode="decimal"
          min={0}
          step={EVENT_STREAM.minAmountStep}
          placeholder="0.00"
          value={minText}
          onChange={(e) => {
            setMinText(e.target.value);
            const value = e.target.valueAsNumber;
            onChange({ ...filters, minAmount: Number.isFinite(value) && value > 0 ? value : 0 });
          }}
        />
        <button type="button" className={styles.linkButton} onClick={onReset}>
          Reset filters
        </button>
      </div>
      <p className={styles.filterNote}>{EVENT_FILTER_REDEEM_NOTE}</p>
    </fieldset>
  );
}
