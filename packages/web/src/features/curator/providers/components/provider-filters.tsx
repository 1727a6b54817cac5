import { useId } from 'react';
import { PROVIDERS } from '@pitboss/contracts';
import { FilterSelect } from '../../../../components/filter-fields';
import { SearchBox } from '../../../../components/search-box';
import { DIRECTION_OPTIONS, STATUS_OPTIONS } from '../../lib/filter-options';
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

  return (
    <div className={styles.filters} role="group" aria-label="Provider filters">
      <SearchBox
        label="Search providers"
        value={filters.search}
        onSearch={(text) => onChange({ search: text })}
        delayMs={PROVIDERS.searchDebounceMs}
        placeholder="Name or slug"
        disabled={disabled}
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
