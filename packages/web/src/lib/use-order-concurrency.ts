import { useRef, useState } from 'react';
import {
  conflictOf,
  reapplyOrder,
  type CatalogueChange,
  type CatalogueDomain,
  type Conflict,
} from '@pitboss/contracts';
import { useLiveChanges } from './use-live-changes';
import { useOrderPresence } from './use-order-presence';

export interface OrderConcurrencyOptions {
  /** What presence is about: `slots-order:<groupId>`, `providers-order`, `promotions-order`. */
  target: string;
  /** The domain whose change notices may be a save of this order, and which of them are. */
  domain: CatalogueDomain;
  isSave: (change: CatalogueChange) => boolean;
  /** Loads the order as it is now (its ids and version); the screen shows the new items. */
  reload: () => Promise<{ ids: string[]; version?: string }>;
  /** The order as loaded, and as the user has it now. */
  original: readonly string[];
  mine: readonly string[];
  /** Makes `original` the loaded order and `ids` the user's. */
  rebase: (original: string[], ids: string[]) => void;
}

/**
 * Optimistic concurrency and presence for an order mode: the version the save is based on (from
 * the load), the CONFLICT a save met, another curator's save announced over the relay, and who
 * else has the order open. Reload fetches the current order and re-applies the user's moves on
 * it; Overwrite makes the current order the basis with the user's order unchanged and saves it.
 */
export function useOrderConcurrency(options: OrderConcurrencyOptions) {
  const [base, setBase] = useState<string | undefined>();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [savedBy, setSavedBy] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  const editors = useOrderPresence(options.target);
  useLiveChanges([options.domain], (change) => {
    if (latest.current.isSave(change)) setSavedBy(change.by.displayName || change.by.username);
  });

  const reload = async () => {
    const o = latest.current;
    setReloading(true);
    try {
      const fresh = await o.reload();
      o.rebase(fresh.ids, reapplyOrder(o.original, o.mine, fresh.ids));
      setBase(fresh.version);
      setConflict(null);
      setSavedBy(null);
    } finally {
      setReloading(false);
    }
  };

  return {
    base,
    conflict,
    savedBy,
    editors,
    reloading,
    /** The version of the order as loaded. */
    loaded: setBase,
    /** True (and the conflict kept) when `err` is the gateway's CONFLICT answer. */
    caught(err: unknown): boolean {
      const found = conflictOf(err);
      if (found) setConflict(found);
      return found !== null;
    },
    reload,
    /**
     * The current order becomes the basis, the user's order is kept as it is (items gone from
     * the group dropped, new ones where they stand): what to save, and its base.
     */
    overwrite(): { original: string[]; ids: string[]; base: string } | null {
      const o = latest.current;
      if (!conflict || !Array.isArray(conflict.current)) return null;
      const current = conflict.current.map(String);
      const inCurrent = new Set(current);
      const inMine = new Set(o.mine);
      const ids = o.mine.filter((id) => inCurrent.has(id));
      current.forEach((id, i) => {
        if (!inMine.has(id)) ids.splice(Math.min(i, ids.length), 0, id);
      });
      o.rebase(current, ids);
      setBase(conflict.version);
      setConflict(null);
      return { original: current, ids, base: conflict.version };
    },
    dismiss: () => setConflict(null),
  };
}
export type OrderConcurrency = ReturnType<typeof useOrderConcurrency>;
