import { TRPCClientError, createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '@pitboss/gateway';

/**
 * The typed client of the gateway's tRPC API. The session lives in an httpOnly cookie, so page
 * JavaScript never sees a token; `same-origin` credentials send it.
 */
export const api = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: '/trpc',
      fetch: (url, options) => fetch(url, { ...options, credentials: 'same-origin' }),
    }),
  ],
});

export type ApiError = TRPCClientError<AppRouter>;

export function isApiError(err: unknown): err is ApiError {
  return err instanceof TRPCClientError;
}

/** The field errors a BAD_REQUEST carries (contracts' validation messages by field name). */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!isApiError(err)) return {};
  const data = err.data as { fieldErrors?: Record<string, string | string[]> } | undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(data?.fieldErrors ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first) out[key] = first;
  }
  return out;
}

/**
 * The server's own text for a failure, else the caller's fallback. Conflicts are not read here: the
 * sign-in page uses this, and reading a conflict needs the contracts' zod schemas, which belong to
 * the screens' chunks (see `errorMessage` in `error-message.ts`).
 */
export function serverMessage(err: unknown, fallback: string): string {
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
