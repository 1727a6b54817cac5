import { useId } from 'react';
import { PROVIDERS } from '@pitboss/contracts';
import { SearchField } from '../../../../components/search-field';
import { useDebouncedSearch } from '../../../../lib/use-debounced-search';
import type { ProviderFilters as Filters } from '../hooks/use-provider-filters';
import curator from '../../components/curator.module.css';
import styles from './providers.module.css';

interface Props {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  disabled: boolean;
}

/** Search (300 ms debounce), status (all, live, archived), order (asc, desc) — spec 1 §2. */
export function ProviderFilters({ filters, onChange, disabled }: Props) {
  const id = useId();
  const [search, setSearch] = useDebouncedSearch(
    filters.search,
    PROVIDERS.searchDebounceMs,
    (text) => onChange({ search: text }),
  );

  return (
    <div className={styles.filters} role="group" aria-label="Provider filters">
      <SearchField
        id={`${id}-search`}
        label="Search providers"
        value={search}
        onChange={setSearch}
        placeholder="Name or slug"
        disabled={disabled}
        classes={curator}
      />
      <div className={curator.field}>
        <label className={curator.label} htmlFor={`${id}-status`}>
          Provider status
        </label>
        <select
          id={`${id}-status`}
          className={curator.select}
          value={filters.status}
          disabled={disabled}
          onChange={(e) => onChange({ status: e.target.value as Filters['status'] })}
        >
          <option value="all">All</option>
          <option value="live">Live</option>
          <option value="archived">Archived</option>
        </select>
      </div>
      <div className={curator.field}>
        <label className={curator.label} htmlFor={`${id}-order`}>
          Provider order
        </label>
        <select
          id={`${id}-order`}
          className={curator.select}
          value={filters.order}
          disabled={disabled}
          onChange={(e) => onChange({ order: e.target.value === 'desc' ? 'desc' : 'asc' })}
        >
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </select>
      </div>
    </div>
  );
}
