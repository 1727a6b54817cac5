import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { Toaster } from 'sonner';
import type { AppRouter } from '@pitboss/gateway';
import type { MeAnswer } from '../features/auth/api/sign-in';
import { createQueryClient } from '../lib/query-client';
import { api } from '../lib/trpc';
import { TRPCProvider } from '../lib/trpc-query';
import { createAppRouter } from './router';

/** The application after sign-in: query cache, tRPC query options, routes, shell, toasts. */
export default function SignedInApp({
  me,
  onSignedOut,
}: {
  me: MeAnswer;
  onSignedOut: () => void;
}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient({ onUnauthorized: onSignedOut });
    // the answer of the boot check seeds `auth.me`
    const trpc = createTRPCOptionsProxy<AppRouter>({ client: api, queryClient: client });
    client.setQueryData(trpc.auth.me.queryKey(), me);
    return client;
  });
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={api} queryClient={queryClient}>
        <RouterProvider router={router} />
        <Toaster theme="dark" position="top-right" richColors closeButton />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
