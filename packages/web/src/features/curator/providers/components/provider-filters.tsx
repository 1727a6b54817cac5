import { useEffect, useId, useRef, useState } from 'react';
import { PROVIDERS } from '@pitboss/contracts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
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
  const [search, setSearch] = useState(filters.search);
  const debounced = useDebouncedValue(search, PROVIDERS.searchDebounceMs);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // The URL is the source of truth (Back, a link).
  useEffect(() => setSearch(filters.search), [filters.search]);

  useEffect(() => {
    if (debounced.trim() !== filters.search) onChangeRef.current({ search: debounced.trim() });
    // Only a settled edit pushes; a URL change already updated `search`.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately keyed on the debounced text only
  }, [debounced]);

  return (
    <div className={styles.filters} role="group" aria-label="Provider filters">
      <div className={curator.field}>
        <label className={curator.label} htmlFor={`${id}-search`}>
          Search providers
        </label>
        <input
          id={`${id}-search`}
          className={curator.input}
          type="search"
          value={search}
          disabled={disabled}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Name or slug"
        />
      </div>
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
