import { useId } from 'react';
import { SLOTS, type Group, type Provider } from '@pitboss/contracts';
import { FilterSelect } from '../../../components/filter-fields';
import { SearchBox } from '../../../components/search-box';
import { DIRECTION_OPTIONS, STATUS_OPTIONS } from '../lib/filter-options';
import type { SlotFilters as Filters } from '../hooks/use-slot-filters';
import styles from './curator.module.css';

const SORT_OPTIONS = [
  { value: 'default', label: 'Default' },
  { value: 'title', label: 'Title' },
  { value: 'released', label: 'Released' },
  { value: 'updated', label: 'Updated' },
];

interface Props {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  groups: Group[];
  providers: Provider[];
  disabled: boolean;
}

/** Search (500 ms debounce), sort, status, direction, group, provider. */
export function SlotFilters({ filters, onChange, groups, providers, disabled }: Props) {
  const id = useId();

  // The admin API's search takes only the text and the status: while
  // a search is on, sort, direction, group and provider do not apply, and the screen says so.
  const searching = filters.search !== '';
  const notApplied = {
    disabled: disabled || searching,
    'aria-describedby': searching ? `${id}-search-note` : undefined,
  };

  return (
    <div className={styles.filters} role="group" aria-label="Slot filters">
      <SearchBox
        label="Search slots"
        value={filters.search}
        onSearch={(text) => onChange({ search: text })}
        delayMs={SLOTS.searchDebounceMs}
        placeholder="Title or identifier"
        disabled={disabled}
      />
      <FilterSelect
        id={`${id}-sort`}
        label="Sort"
        value={filters.sort}
        options={SORT_OPTIONS}
        {...notApplied}
        onChange={(v) => onChange({ sort: v as Filters['sort'] })}
        classes={styles}
      />
      <FilterSelect
        id={`${id}-status`}
        label="Status"
        value={filters.status}
        options={STATUS_OPTIONS}
        disabled={disabled}
        onChange={(v) => onChange({ status: v as Filters['status'] })}
        classes={styles}
      />
      <FilterSelect
        id={`${id}-dir`}
        label="Direction"
        value={filters.direction}
        options={DIRECTION_OPTIONS}
        {...notApplied}
        onChange={(v) => onChange({ direction: v === 'desc' ? 'desc' : 'asc' })}
        classes={styles}
      />
      <FilterSelect
        id={`${id}-group`}
        label="Group"
        value={filters.group}
        options={[
          { value: '', label: 'All groups' },
          ...groups.map((g) => ({ value: g.id, label: g.displayName })),
        ]}
        {...notApplied}
        onChange={(v) => onChange({ group: v })}
        classes={styles}
      />
      <FilterSelect
        id={`${id}-provider`}
        label="Provider"
        value={filters.provider}
        options={[
          { value: '', label: 'All providers' },
          ...providers.map((p) => ({ value: p.id, label: p.displayName })),
        ]}
        {...notApplied}
        onChange={(v) => onChange({ provider: v })}
        classes={styles}
      />
      {searching && (
        <p id={`${id}-search-note`} className={styles.filterNote} role="status">
          Search replaces the sort, direction, group and provider filters: the admin API searches
          all slots by text (and status). Clear the search to use them.
        </p>
      )}
    </div>
  );
}
