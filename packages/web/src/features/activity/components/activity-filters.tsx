import { useEffect, useState } from 'react';
import { AUDIT_DOMAINS } from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { DateTimeRange } from '../../../components/date-time-range';
import type { FilterOption } from '../../../components/filter-fields';
import { FormField, controlClass } from '../../../components/form-field';
import { TextField } from '../../../components/text-field';
import {
  EMPTY_FILTERS,
  SECTION_LABELS,
  rangeError,
  type ActivityFilters as Filters,
} from '../lib/activity';
import styles from './activity.module.css';

const SECTION_OPTIONS: FilterOption[] = [
  { value: '', label: 'All sections' },
  ...AUDIT_DOMAINS.map((d) => ({ value: d, label: SECTION_LABELS[d] })),
];

const OUTCOME_OPTIONS: FilterOption[] = [
  { value: '', label: 'Any outcome' },
  { value: 'ok', label: 'Succeeded' },
  { value: 'error', label: 'Failed' },
];

/** User, section, target, outcome and date range; applied to the URL on "Apply". */
export function ActivityFilters({
  value,
  onApply,
}: {
  value: Filters;
  onApply: (next: Filters) => void;
}) {
  const [draft, setDraft] = useState(value);
  // the URL changed (Apply, Clear, back/forward): the form shows it; not on every render
  const applied = JSON.stringify(value);
  useEffect(() => setDraft(JSON.parse(applied) as Filters), [applied]);
  const set = (patch: Partial<Filters>) => setDraft((d) => ({ ...d, ...patch }));
  const error = rangeError(draft);
  return (
    <form
      role="search"
      aria-label="Activity filters"
      className={styles.filters}
      onSubmit={(e) => {
        e.preventDefault();
        if (!error)
          onApply({ ...draft, user: draft.user.trim(), target: draft.target.trim(), page: 1 });
      }}
    >
      <TextField
        label="User"
        value={draft.user}
        placeholder="username"
        onChange={(e) => set({ user: e.target.value })}
      />
      <ChoiceField
        label="Section"
        value={draft.section}
        options={SECTION_OPTIONS}
        onChange={(v) => set({ section: v as Filters['section'] })}
      />
      <TextField
        label="Target"
        value={draft.target}
        placeholder="id"
        onChange={(e) => set({ target: e.target.value })}
      />
      <ChoiceField
        label="Outcome"
        value={draft.outcome}
        options={OUTCOME_OPTIONS}
        onChange={(v) => set({ outcome: v as Filters['outcome'] })}
      />
      <DateTimeRange
        days
        className={styles.range}
        from={{ label: 'From', value: draft.from, onChange: (e) => set({ from: e.target.value }) }}
        until={{
          label: 'To',
          value: draft.to,
          error,
          onChange: (e) => set({ to: e.target.value }),
        }}
      />
      <div className={styles.filterButtons}>
        <Button type="submit" variant="primary">
          Apply filters
        </Button>
        <Button onClick={() => onApply(EMPTY_FILTERS)}>Clear</Button>
      </div>
    </form>
  );
}

/** A labelled select of the filter form. */
function ChoiceField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label}>
      <select className={controlClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
