import { useCatalogueChanges } from '../hooks/use-catalogue-changes';
import { useSlotFilters } from '../hooks/use-slot-filters';
import { ActionsBar } from './actions-bar';
import { ProvidersSection } from '../providers/components/providers-section';
import { GroupsSection } from './groups-section';
import { SlotsSection } from './slots-section';
import styles from './curator.module.css';

/**
 * The curator page: actions bar, slots, providers,
 * groups. The system panel is composed in by the route (features do not import each other).
 */
export function CuratorPage() {
  const { filters, setFilters } = useSlotFilters();
  useCatalogueChanges();
  return (
    <div className={styles.page}>
      <ActionsBar filters={filters} setFilters={setFilters} />
      <SlotsSection filters={filters} setFilters={setFilters} />
      <ProvidersSection />
      <GroupsSection />
    </div>
  );
}
