import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { SECTIONS } from '@pitboss/contracts';
import { Placeholder } from '../components/placeholder';
import type { ScreenModule } from '../lib/screen';
import type { Trpc } from '../lib/trpc-query';
import { NotFoundPage } from './pages/not-found';
import { ProfilePage } from './pages/profile';
import { RouteError } from './pages/route-error';
import { RootLayout, ScreenLoading } from './root-layout';
import { ALL_SECTIONS } from './sections';

/**
 * The screens with content, by path: each is its feature's `route.tsx`, loaded on demand. Its
 * code and the data its loader asks for arrive before it renders; a new screen is one entry here
 * and its feature folder (ARCHITECTURE.md "Adding a screen").
 */
const SCREENS: Record<string, () => Promise<ScreenModule>> = {
  dashboard: () => import('./routes/dashboard'),
  curator: () => import('./routes/curator'),
  promotions: () => import('../features/promotions/route'),
  tables: () => import('../features/tables/route'),
  codes: () => import('../features/codes/route'),
  // Publish history (the curator's Publish menu) and Activity (the profile menu) are not in the
  // sidebar.
  'curator/history': () => import('../features/history/route'),
  activity: () => import('../features/activity/route'),
  // Change requests (the navbar's Changes link, with the pending count).
  changes: () => import('../features/changes/route'),
};

interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

/**
 * A screen's route: its module is imported when the path is first opened, then its loader fills
 * the query cache. The loader runs when the screen is entered, not when its own query string
 * changes (a list's filters and pages are asked for by the screen's hooks as they change).
 */
export function screenRoute(
  path: string,
  load: () => Promise<ScreenModule>,
  context: RouterContext,
) {
  return {
    path,
    lazy: async () => {
      const { default: Component, loader } = await load();
      return {
        Component,
        ...(loader && {
          loader: async ({ request }: { request: Request }) => {
            await loader({ ...context, url: new URL(request.url) });
            return null;
          },
        }),
      };
    },
    hydrateFallbackElement: <ScreenLoading />,
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  } satisfies RouteObject;
}

/** Every section is a real URL (ARCHITECTURE.md "Routes are real URLs"). */
export function createAppRouter(context: RouterContext) {
  const sections = ALL_SECTIONS.filter((section) => !(section.id in SCREENS));
  return createBrowserRouter([
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Navigate to={`/${SECTIONS.default}`} replace /> },
        ...Object.entries(SCREENS).map(([path, load]) => screenRoute(path, load, context)),
        ...sections.map((section) => ({
          path: section.id,
          element: <Placeholder title={section.label} />,
        })),
        { path: 'profile', element: <ProfilePage /> },
        // The sign-in form shows at any address; one who opened /login lands on the default page.
        { path: 'login', element: <Navigate to={`/${SECTIONS.default}`} replace /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
