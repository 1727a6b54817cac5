import { useId } from 'react';
import { SLOTS, type Group, type Provider } from '@pitboss/contracts';
import { SearchField } from '../../../components/search-field';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import type { SlotFilters as Filters } from '../hooks/use-slot-filters';
import styles from './curator.module.css';

interface Props {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  groups: Group[];
  providers: Provider[];
  disabled: boolean;
}

/** Search (500 ms debounce), sort, status, direction, group, provider (spec 1 §2). */
export function SlotFilters({ filters, onChange, groups, providers, disabled }: Props) {
  const id = useId();
  // The URL is the source of truth: Back or the actions-bar search changes it.
  const [search, setSearch] = useDebouncedSearch(filters.search, SLOTS.searchDebounceMs, (text) =>
    onChange({ search: text }),
  );

  // The admin API's search takes only the text and the status (spec 1 §7 GET /slots/search): while
  // a search is on, sort, direction, group and provider do not apply, and the screen says so.
  const searching = filters.search !== '';
  const notApplied = {
    disabled: disabled || searching,
    'aria-describedby': searching ? `${id}-search-note` : undefined,
  };

  return (
    <div className={styles.filters} role="group" aria-label="Slot filters">
      <SearchField
        id={`${id}-search`}
        label="Search slots"
        value={search}
        onChange={setSearch}
        placeholder="Title or identifier"
        disabled={disabled}
        classes={styles}
      />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-sort`}>
          Sort
        </label>
        <select
          id={`${id}-sort`}
          className={styles.select}
          value={filters.sort}
          {...notApplied}
          onChange={(e) => onChange({ sort: e.target.value as Filters['sort'] })}
        >
          <option value="default">Default</option>
          <option value="title">Title</option>
          <option value="released">Released</option>
          <option value="updated">Updated</option>
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-status`}>
          Status
        </label>
        <select
          id={`${id}-status`}
          className={styles.select}
          value={filters.status}
          disabled={disabled}
          onChange={(e) => onChange({ status: e.target.value as Filters['status'] })}
        >
          <option value="all">All</option>
          <option value="live">Live</option>
          <option value="archived">Archived</option>
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-dir`}>
          Direction
        </label>
        <select
          id={`${id}-dir`}
          className={styles.select}
          value={filters.direction}
          {...notApplied}
          onChange={(e) => onChange({ direction: e.target.value === 'desc' ? 'desc' : 'asc' })}
        >
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-group`}>
          Group
        </label>
        <select
          id={`${id}-group`}
          className={styles.select}
          value={filters.group}
          {...notApplied}
          onChange={(e) => onChange({ group: e.target.value })}
        >
          <option value="">All groups</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.displayName}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-provider`}>
          Provider
        </label>
        <select
          id={`${id}-provider`}
          className={styles.select}
          value={filters.provider}
          {...notApplied}
          onChange={(e) => onChange({ provider: e.target.value })}
        >
          <option value="">All providers</option>
          {providers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.displayName}
            </option>
          ))}
        </select>
      </div>
      {searching && (
        <p id={`${id}-search-note`} className={styles.filterNote} role="status">
          Search replaces the sort, direction, group and provider filters: the admin API searches
          all slots by text (and status). Clear the search to use them.
        </p>
      )}
    </div>
  );
}
