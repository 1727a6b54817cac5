import { orderVersion, type Provider, type WholeList } from '@pitboss/contracts';

/** Provider Edit Order's state: the order as loaded, the user's order, the providers by id. */
export interface Ordering {
  before: string[];
  ids: string[];
  byId: Map<string, Provider>;
  /** Providers the admin API sent that could not be read (absent when 0). */
  unreadable?: number;
  /** The version of the order as loaded (the save's `base`). */
  version: string;
}

/**
 * The order mode's state from `providers.listAllForOrdering`: every non-archived provider in
 * display order, the positions `providers.bulkOrder` counts, so its version is the one the
 * gateway checks a save against.
 */
export function orderingOf({ items, unreadable }: WholeList<Provider>): Ordering {
  const ids = items.map((p) => p.id);
  return {
    before: ids,
    ids,
    byId: new Map(items.map((p) => [p.id, p])),
    ...(unreadable ? { unreadable } : {}),
    version: orderVersion(ids),
  };
}
