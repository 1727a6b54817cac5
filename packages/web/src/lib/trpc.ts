import { TRPCClientError, createTRPCClient, httpBatchLink } from '@trpc/client';
import { conflictNotice, conflictOf } from '@pitboss/contracts';
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
 * The message to show for a failure: for a CONFLICT, who changed it and when (as the conflict
 * dialog says it); else the server's own text, else the caller's fallback.
 */
export function errorMessage(err: unknown, fallback: string): string {
  const conflict = conflictOf(err); // a procedure's CONFLICT, or an upload's (`UploadError`)
  if (conflict) return conflictNotice(conflict);
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
