import type { QueryClient } from '@tanstack/react-query';
import { prefetchCodes } from '../features/codes/api/use-promo-codes';
import { prefetchCurator } from '../features/curator/api/prefetch';
import { prefetchPromotions } from '../features/promotions/api/use-promotions-list';
import { prefetchSystemStatus } from '../features/system/api/get-system-status';
import { prefetchTables } from '../features/tables/api/use-tables';
import type { Trpc } from '../lib/trpc-query';

type Prefetch = (trpc: Trpc, queryClient: QueryClient, params: URLSearchParams) => void;

/** By URL path: what the screen opens on (issue 19: Lighthouse's largest paint). */
const ROUTE_DATA: Partial<Record<string, Prefetch>> = {
  curator: (trpc, queryClient, params) => {
    prefetchCurator(trpc, queryClient, params);
    prefetchSystemStatus(trpc, queryClient);
  },
  tables: prefetchTables,
  promotions: prefetchPromotions,
  codes: prefetchCodes,
};

/**
 * Asks for the opened screen's data when the signed-in app starts, with the query options its
 * hooks use: the answers are on their way while the screen's code evaluates and renders, instead
 * of being asked for after its first render. A screen not listed asks when it renders.
 */
export function prefetchRouteData(trpc: Trpc, queryClient: QueryClient, url: URL): void {
  const path = url.pathname.replace(/^\/+|\/+$/g, '');
  ROUTE_DATA[path]?.(trpc, queryClient, url.searchParams);
}
