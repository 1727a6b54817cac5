import { lazyWithPreload } from 'react-lazy-with-preload';

// The page of each section with its own chunk, by URL path. The router renders them; the boot
// check starts the chunk of the page being opened together with the signed-in application (or,
// when the last visit ended signed in, together with the session check), so the page's code does
// not wait for the shell to render first (issue 19: Lighthouse on every screen).
//
// `lazyWithPreload`, not `React.lazy`: a chunk that has finished loading renders at once. A lazy
// component always suspends on its first render, even when its chunk is already here, and React
// then holds the content back until 300 ms after the fallback it showed (its "fallback
// throttle"): measured on order mode, 300 ms of the time it took to open were that wait.
export const ROUTE_PAGES = {
  dashboard: lazyWithPreload(() => import('./routes/dashboard-page')),
  curator: lazyWithPreload(() => import('./routes/curator-page')),
  tables: lazyWithPreload(() => import('../features/tables/components/tables-page')),
  codes: lazyWithPreload(() => import('../features/codes/components/codes-page')),
  promotions: lazyWithPreload(() => import('../features/promotions/components/promotions-page')),
  'curator/history': lazyWithPreload(() => import('../features/history/components/history-page')),
  activity: lazyWithPreload(() => import('../features/activity/components/activity-page')),
} as const;

/**
 * The signed-in application (query cache, router, shell, sections), in a chunk of its own: the
 * login page loads only React, the tRPC client and the form (its budget is 100 kB gzipped).
 */
export const SignedInApp = lazyWithPreload(() => import('./signed-in-app'));

const HINT = 'pitboss.signedIn';

/**
 * The signed-in application's chunks in the order they depend on each other: its libraries
 * (`vendor`, reached through react-router), its shared components, helpers and the contracts'
 * schemas (`shared`, reached through the unsaved-changes guard), then the application. Imported
 * one after the other, each chunk's top-level code runs in a task of its own; imported at once,
 * all of it ran in one task of 100–200 ms on the test machine (issue 19: Lighthouse's blocking
 * time). Each step takes one named export: a whole module namespace imported here would keep
 * every export of react-router in the build (32 kB more, gzipped).
 */
const SIGNED_IN_STEPS: (() => Promise<unknown>)[] = [
  () => import('react-router').then(({ Outlet }) => Outlet),
  () =>
    import('../components/unsaved-changes').then(({ UnsavedChangesGuard }) => UnsavedChangesGuard),
  SignedInApp.preload,
];

/**
 * Starts loading the signed-in application, then the chunk of `pathname` (none elsewhere);
 * resolves when the application has run (the page's chunk still on its way), or failed (a
 * failure is the lazy boundary's to show, as it imports the chunk again).
 */
export function preloadSignedIn(pathname: string): Promise<void> {
  const path = pathname.replace(/^\/+|\/+$/g, '') as keyof typeof ROUTE_PAGES;
  const app = SIGNED_IN_STEPS.reduce(
    (done, step) => done.then(step),
    Promise.resolve<unknown>(undefined),
  );
  const page = ROUTE_PAGES[path]?.preload;
  if (page) void app.then(page).catch(() => undefined);
  return app.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Whether a session is likely (a hint only: never trusted): the gateway saw a session cookie when
 * it sent this page (its `pitboss-session` meta tag), or the last boot check in this browser
 * found a session.
 */
export function likelySignedIn(): boolean {
  if (document.querySelector('meta[name="pitboss-session"]')) return true;
  try {
    return localStorage.getItem(HINT) === '1';
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(HINT, '1');
    else localStorage.removeItem(HINT);
  } catch {
    // storage refused (private mode): the hint is an optimisation only
  }
}
