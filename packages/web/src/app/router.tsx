import { Navigate, createBrowserRouter } from 'react-router';
import { SECTIONS } from '@pitboss/contracts';
import { Placeholder } from '../components/placeholder';
import { NotFoundPage } from './pages/not-found';
import { ProfilePage } from './pages/profile';
import { RootLayout } from './root-layout';
import { ALL_SECTIONS } from './sections';

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
          element: <Placeholder title={section.label} />,
        })),
        { path: 'profile', element: <ProfilePage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
