import { lazy } from 'react';
import { Navigate, createBrowserRouter } from 'react-router';
import { SECTIONS } from '@pitboss/contracts';
import { Placeholder } from '../components/placeholder';
import { NotFoundPage } from './pages/not-found';
import { ProfilePage } from './pages/profile';
import { RootLayout } from './root-layout';
import { ROUTE_CHUNKS } from './route-chunks';
import { LazyRoute } from './routes/lazy-route';
import { ALL_SECTIONS } from './sections';

// Each section with content is its own chunk (ARCHITECTURE.md "Routing").
const DashboardPage = lazy(ROUTE_CHUNKS.dashboard);
const CuratorPage = lazy(ROUTE_CHUNKS.curator);
const TablesPage = lazy(ROUTE_CHUNKS.tables);
const CodesPage = lazy(ROUTE_CHUNKS.codes);
const PromotionsPage = lazy(ROUTE_CHUNKS.promotions);
const HistoryPage = lazy(ROUTE_CHUNKS['curator/history']);
const ActivityPage = lazy(ROUTE_CHUNKS.activity);
const SECTION_PAGES: Partial<Record<string, React.ReactNode>> = {
  dashboard: <LazyRoute component={DashboardPage} />,
  curator: <LazyRoute component={CuratorPage} />,
  promotions: <LazyRoute component={PromotionsPage} />,
  tables: <LazyRoute component={TablesPage} />,
  codes: <LazyRoute component={CodesPage} />,
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
        { path: 'curator/history', element: <LazyRoute component={HistoryPage} /> },
        { path: 'activity', element: <LazyRoute component={ActivityPage} /> },
        { path: 'profile', element: <ProfilePage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
