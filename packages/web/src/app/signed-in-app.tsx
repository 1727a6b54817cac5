import { useRef, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@pitboss/gateway';
import type { MeAnswer } from '../features/auth/api/sign-in';
import { createQueryClient } from '../lib/query-client';
import { api } from '../lib/trpc';
import { TRPCProvider } from '../lib/trpc-query';
import { createAppRouter } from './router';

/** The query cache of one sign-in, seeded with the boot check's answer, and the router over it. */
function startSession(me: MeAnswer, signedOut: () => void) {
  const queryClient = createQueryClient({ onUnauthorized: signedOut });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: api, queryClient });
  queryClient.setQueryData(trpc.auth.me.queryKey(), me);
  return { queryClient, router: createAppRouter({ queryClient, trpc }) };
}

/** The application after sign-in: query cache, tRPC query options, routes and shell (with the toasts). */
export default function SignedInApp({
  me,
  onSignedOut,
}: {
  me: MeAnswer;
  onSignedOut: () => void;
}) {
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;
  const [{ queryClient, router }] = useState(() => startSession(me, () => signedOut.current()));
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={api} queryClient={queryClient}>
        <RouterProvider router={router} />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
