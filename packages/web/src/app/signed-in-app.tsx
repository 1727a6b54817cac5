import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import type { MeAnswer } from '../features/auth/api/sign-in';
import { meQueryKey } from '../features/auth/api/use-me';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from './router';

/** The application after sign-in: query cache, routes, shell, toasts. */
export default function SignedInApp({
  me,
  onSignedOut,
}: {
  me: MeAnswer;
  onSignedOut: () => void;
}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient({ onUnauthorized: onSignedOut });
    client.setQueryData(meQueryKey, me);
    return client;
  });
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster theme="dark" position="top-right" richColors closeButton />
    </QueryClientProvider>
  );
}
