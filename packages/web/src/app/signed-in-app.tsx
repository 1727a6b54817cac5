import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import type { User } from '@pitboss/contracts';
import { createAppRouter } from './router';

let router: ReturnType<typeof createAppRouter> | null = null;

/** The application after sign-in: routes, shell, toasts. */
export default function SignedInApp(_props: { user: User }) {
  router ??= createAppRouter();
  return (
    <>
      <RouterProvider router={router} />
      <Toaster theme="dark" position="top-right" richColors closeButton />
    </>
  );
}
