import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { call, sessionCookieOf } from './gateway.js';

/** Signs the seeded admin in; the session cookie. */
export async function adminCookie(app: FastifyInstance): Promise<string> {
  const { res } = await call(app, 'mutation', 'auth.login', {
    username: 'admin',
    password: 'Admin123!',
  });
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error(`admin sign-in failed: ${res.body}`);
  return cookie;
}

/** The sandbox's test-only control surface (faults, the requests it received). */
export const sandbox = {
  url: (): string => inject('adminApiUrl'),
  async requests(
    path: string,
  ): Promise<
    { method: string; path: string; query: Record<string, string>; body: unknown; status: number }[]
  > {
    const res = await fetch(`${sandbox.url()}/__sandbox/requests?path=${encodeURIComponent(path)}`);
    return (
      (await res.json()) as {
        requests: {
          method: string;
          path: string;
          query: Record<string, string>;
          body: unknown;
          status: number;
        }[];
      }
    ).requests;
  },
  /** Every recorded request, whatever its path. */
  async allRequests(): Promise<{ method: string; path: string }[]> {
    const res = (await (await fetch(`${sandbox.url()}/__sandbox/requests`)).json()) as {
      requests: Record<string, { method: string; path: string }[]>;
    };
    return Object.values(res.requests).flat();
  },
  async forget(): Promise<void> {
    await fetch(`${sandbox.url()}/__sandbox/requests`, { method: 'DELETE' });
  },
  async fault(fault: {
    path: string;
    method?: string;
    status?: number;
    delayMs?: number;
    message?: string;
    empty?: boolean;
    /** The JSON answered with `status` instead of `{message}`. */
    body?: unknown;
    once?: boolean;
  }): Promise<void> {
    const res = await fetch(`${sandbox.url()}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault),
    });
    if (res.status !== 201) throw new Error(`fault not set: ${res.status} ${await res.text()}`);
  },
  async clearFaults(): Promise<void> {
    await fetch(`${sandbox.url()}/__sandbox/faults`, { method: 'DELETE' });
  },
};
