import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './trpc-query';

/** What a screen's loader gets: the session's query cache, the tRPC query options, the URL. */
export interface ScreenContext {
  queryClient: QueryClient;
  trpc: Trpc;
  url: URL;
}

/**
 * A screen's route module (`features/<name>/route.tsx`): the page as its default export and,
 * when it opens on data, a loader that asks for that data as soon as the route is entered, with
 * the same query options as the page's hooks, so they find it in the cache or on its way.
 */
export interface ScreenModule {
  default: ComponentType;
  loader?: (context: ScreenContext) => Promise<unknown>;
}

/**
 * Starts a screen's first reads and lets the screen render without waiting for them: its heading
 * and frame show at once, and its hooks, finding the same queries under way, show their own
 * loading states until the answers arrive. A failed read stays in the query cache as an error and
 * the screen shows it where that data would be, as it does for any later failure.
 */
export function startReads(...reads: Promise<unknown>[]): Promise<null> {
  for (const read of reads) read.catch(() => undefined);
  return Promise.resolve(null);
}
