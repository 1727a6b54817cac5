import type { FilterOption } from '../../../components/filter-fields';

/** Status filter of the slot and provider lists. */
export const STATUS_OPTIONS: readonly FilterOption[] = [
  { value: 'all', label: 'All' },
  { value: 'live', label: 'Live' },
  { value: 'archived', label: 'Archived' },
];

export const DIRECTION_OPTIONS: readonly FilterOption[] = [
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
];
