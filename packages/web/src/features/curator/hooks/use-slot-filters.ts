import { slotSortSchema, slotStatusFilterSchema } from '@pitboss/contracts';
import {
  choiceParam,
  flagParam,
  pageParam,
  readListParams,
  textParam,
  useListParams,
} from '../../../lib/use-list-params';

/** The slot list's parameters and their query-string names (the providers' are `p*`). */
export const SLOT_PARAMS = {
  search: textParam('q'),
  sort: choiceParam('sort', slotSortSchema.options),
  status: choiceParam('status', slotStatusFilterSchema.options),
  direction: choiceParam('dir', ['asc', 'desc'] as const),
  group: textParam('group'),
  provider: textParam('provider'),
  page: pageParam(),
  /** The archived-only view (the actions bar's switch, which the providers follow too). */
  archived: flagParam('archived'),
};

export type SlotFilters = ReturnType<typeof readSlotFilters>;

export const readSlotFilters = (params: URLSearchParams) => readListParams(SLOT_PARAMS, params);

/** The slot list's filters in the URL, and a setter (any change but the page goes to page 1). */
export function useSlotFilters() {
  const [filters, setFilters] = useListParams(SLOT_PARAMS);
  return { filters, setFilters };
}
