import { Navigate, createBrowserRouter } from 'react-router';
import { SECTIONS } from '@pitboss/contracts';
import { Placeholder } from '../components/placeholder';
import { NotFoundPage } from './pages/not-found';
import { ProfilePage } from './pages/profile';
import { RootLayout } from './root-layout';
import { ROUTE_PAGES } from './route-chunks';
import { LazyRoute } from './routes/lazy-route';
import { ALL_SECTIONS } from './sections';

// Each section with content is its own chunk (ARCHITECTURE.md "Routing").
const SECTION_PAGES: Partial<Record<string, React.ReactNode>> = {
  dashboard: <LazyRoute component={ROUTE_PAGES.dashboard} />,
  curator: <LazyRoute component={ROUTE_PAGES.curator} />,
  promotions: <LazyRoute component={ROUTE_PAGES.promotions} />,
  tables: <LazyRoute component={ROUTE_PAGES.tables} />,
  codes: <LazyRoute component={ROUTE_PAGES.codes} />,
};

/** Every section is a real URL (ARCHITECTURE.md "Routes are real URLs"). */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      path: '/',
      element: <RootLayout />,
      children: [
        { index: true, element: <Navigate to={`/${SECTIONS.default}`} replace /> },
        ...ALL_SECTIONS.map((section) => ({
          path: section.id,
          element: SECTION_PAGES[section.id] ?? <Placeholder title={section.label} />,
        })),
        // Publish history (the curator's Publish menu) and Activity (the profile menu): not in
        // the spec's sidebar.
        {
          path: 'curator/history',
          element: <LazyRoute component={ROUTE_PAGES['curator/history']} />,
        },
        { path: 'activity', element: <LazyRoute component={ROUTE_PAGES.activity} /> },
        { path: 'profile', element: <ProfilePage /> },
        // The sign-in form shows at any address; one who opened /login lands on the default page.
        { path: 'login', element: <Navigate to={`/${SECTIONS.default}`} replace /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
