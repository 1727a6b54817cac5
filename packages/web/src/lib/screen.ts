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
 * when it opens on data, a loader that puts that data in the query cache with the same query
 * options as the page's hooks, so the page renders with its answers already there.
 */
export interface ScreenModule {
  default: ComponentType;
  loader?: (context: ScreenContext) => Promise<unknown>;
}

/**
 * Waits for a screen's first reads. A failed read stays in the query cache as an error, and the
 * screen shows it where that data would be, as it does for any later failure.
 */
export function settle(...reads: Promise<unknown>[]): Promise<unknown> {
  return Promise.allSettled(reads);
}
