import { useId } from 'react';
import { PROVIDERS } from '@pitboss/contracts';
import { FilterSelect, SearchField } from '../../../../components/filter-fields';
import { useDebouncedSearch } from '../../../../lib/use-debounced-search';
import { DIRECTION_OPTIONS, STATUS_OPTIONS } from '../../utils/filter-options';
import type { ProviderFilters as Filters } from '../hooks/use-provider-filters';
import curator from '../../components/curator.module.css';
import styles from './providers.module.css';

interface Props {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  disabled: boolean;
}

/** Search (300 ms debounce), status (all, live, archived), order (asc, desc). */
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
      <FilterSelect
        id={`${id}-status`}
        label="Provider status"
        value={filters.status}
        options={STATUS_OPTIONS}
        disabled={disabled}
        onChange={(v) => onChange({ status: v as Filters['status'] })}
        classes={curator}
      />
      <FilterSelect
        id={`${id}-order`}
        label="Provider order"
        value={filters.order}
        options={DIRECTION_OPTIONS}
        disabled={disabled}
        onChange={(v) => onChange({ order: v === 'desc' ? 'desc' : 'asc' })}
        classes={curator}
      />
    </div>
  );
}
