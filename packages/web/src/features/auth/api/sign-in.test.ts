import { SESSION_CHECK_URL } from '@pitboss/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from './sign-in';

afterEach(() => vi.unstubAllGlobals());

describe('the boot session check', () => {
  it('asks auth.me at the URL the gateway preloads, with the session cookie', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify([{ result: { data: { user: null, bypassEnabled: false } } }]), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(signIn.me()).resolves.toEqual({ user: null, bypassEnabled: false });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(SESSION_CHECK_URL);
    expect(init.method ?? 'GET').toBe('GET');
    expect(init.credentials).toBe('same-origin');
  });
});
