import { useEffect, useState } from 'react';
import { AUDIT_DOMAINS } from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { FormField, controlClass } from '../../../components/form-field';
import { TextField } from '../../../components/text-field';
import {
  EMPTY_FILTERS,
  SECTION_LABELS,
  rangeError,
  type ActivityFilters as Filters,
} from '../lib/activity';
import styles from './activity.module.css';

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
      <FormField label="Section">
        <select
          className={controlClass}
          value={draft.section}
          onChange={(e) => set({ section: e.target.value as Filters['section'] })}
        >
          <option value="">All sections</option>
          {AUDIT_DOMAINS.map((d) => (
            <option key={d} value={d}>
              {SECTION_LABELS[d]}
            </option>
          ))}
        </select>
      </FormField>
      <TextField
        label="Target"
        value={draft.target}
        placeholder="id"
        onChange={(e) => set({ target: e.target.value })}
      />
      <FormField label="Outcome">
        <select
          className={controlClass}
          value={draft.outcome}
          onChange={(e) => set({ outcome: e.target.value as Filters['outcome'] })}
        >
          <option value="">Any outcome</option>
          <option value="ok">Succeeded</option>
          <option value="error">Failed</option>
        </select>
      </FormField>
      <TextField
        label="From"
        type="date"
        value={draft.from}
        onChange={(e) => set({ from: e.target.value })}
      />
      <TextField
        label="To"
        type="date"
        value={draft.to}
        error={error}
        onChange={(e) => set({ to: e.target.value })}
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
