import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './trpc';

/**
 * The query cache of the signed-in app. A call answered UNAUTHORIZED means the session ended
 * (expired, or signed out elsewhere): the app returns to the login form.
 */
export function createQueryClient({ onUnauthorized }: { onUnauthorized: () => void }) {
  const onError = (error: unknown) => {
    if (isApiError(error) && error.data?.code === 'UNAUTHORIZED') onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        // The gateway already retries idempotent upstream reads; do not multiply them here.
        retry: false,
      },
    },
  });
}
