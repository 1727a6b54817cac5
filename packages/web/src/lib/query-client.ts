import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      refetchOnWindowFocus: false,
      // The gateway already retries idempotent upstream reads; do not multiply them here.
      retry: false,
    },
  },
});
