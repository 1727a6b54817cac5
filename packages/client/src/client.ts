import {
  createTRPCClient,
  httpBatchLink,
  retryLink,
  TRPCClientError,
  type TRPCClient,
} from '@trpc/client';
import type { PitbossRouter } from './router.js';

/** Sign in with a username and password (the gateway keeps the Cognito tokens, you get a session). */
export interface PasswordSignIn {
  /** The gateway, e.g. `https://pitboss.example.com` */
  url: string;
  username: string;
  password: string;
}

/** Call with an access token from the casino's Cognito user pool (`Authorization: Bearer`). */
export interface TokenSignIn {
  url: string;
  accessToken: string;
}

/** Resume a session a previous sign-in opened (the value of its `pitboss_session` cookie). */
export interface SessionSignIn {
  url: string;
  session: string;
}

export interface ClientTuning {
  /** How often a read is tried again after a network failure (default 3). Writes are never retried. */
  retries?: number;
  /** The delay before the n-th retry, in ms (default 250 ms × 2ⁿ⁻¹). */
  retryDelayMs?: (attempt: number) => number;
  /** The fetch to use (default the global one). */
  fetch?: typeof fetch;
}

export type PitbossClientOptions = (PasswordSignIn | TokenSignIn | SessionSignIn) & ClientTuning;

/** The signed-in user, as the gateway describes them. */
export interface PitbossUser {
  username: string;
  userId: string;
  displayName: string;
  givenName: string | null;
  familyName: string | null;
  email: string | null;
  role: string | null;
  isAdmin: boolean;
}

/** What `createPitbossClient` gives: the typed tRPC client, plus the session's own calls. */
export type PitbossClient = TRPCClient<PitbossRouter> & {
  /** Who is signed in. */
  readonly user: PitbossUser;
  /** The session cookie's value (a password sign-in, or a resumed session); null with a token. */
  readonly session: string | null;
  /** `fetch` against the gateway with this client's credentials (the backup download, uploads). */
  http(path: string, init?: RequestInit): Promise<Response>;
  /** Ends the session on the gateway (nothing to end with a bearer token). */
  signOut(): Promise<void>;
};

/** The account must set a new password (first sign-in): do it once in the browser. */
export class NewPasswordRequiredError extends Error {
  override readonly name = 'NewPasswordRequiredError';
  readonly code = 'NEW_PASSWORD_REQUIRED';
  constructor(readonly username: string) {
    super(`${username} must set a new password first: sign in once in the browser.`);
  }
}

export { TRPCClientError };

const SESSION_COOKIE = 'pitboss_session';

/** A failure to reach the gateway (no HTTP answer), as opposed to an answer that says no. */
export function isNetworkError(err: unknown): boolean {
  if (!(err instanceof TRPCClientError)) return false;
  return err.data === undefined && err.shape === undefined && err.cause instanceof Error;
}

function base(url: string): string {
  const u = new URL(url);
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    throw new Error(`Not an http(s) address: ${url}`);
  return u.href.replace(/\/+$/, '');
}

function cookieFrom(res: Response): string | null | undefined {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (pair && eq > 0 && pair.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = pair.slice(eq + 1).trim();
      return value === '' ? null : value;
    }
  }
  return undefined;
}

/**
 * Signs in (or takes a token or a stored session) and answers the typed tRPC client for the
 * gateway's API: `await pitboss.slots.filter.query({...})`, `await pitboss.catalogue.publish.mutate()`.
 * A password sign-in that needs a new password throws `NewPasswordRequiredError`; a refused one
 * throws the gateway's `TRPCClientError` ("Invalid username or password. Please try again.").
 */
export async function createPitbossClient(options: PitbossClientOptions): Promise<PitbossClient> {
  const url = base(options.url);
  const doFetch = options.fetch ?? globalThis.fetch;
  let session: string | null = 'session' in options ? options.session : null;
  const bearer = 'accessToken' in options ? options.accessToken : null;

  const credentials = (): Record<string, string> => {
    if (bearer) return { authorization: `Bearer ${bearer}` };
    if (session) return { cookie: `${SESSION_COOKIE}=${session}` };
    return {};
  };
  // Keeps the cookie the gateway sets (sign-in) or clears (sign-out, an expired session).
  const tracked = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const res = await doFetch(input, init);
    const cookie = cookieFrom(res);
    if (cookie !== undefined && !bearer) session = cookie;
    return res;
  };

  const retries = options.retries ?? 3;
  const trpc = createTRPCClient<PitbossRouter>({
    links: [
      retryLink({
        retry: ({ op, error, attempts }) =>
          op.type === 'query' && attempts <= retries && isNetworkError(error),
        retryDelayMs: options.retryDelayMs ?? ((attempt) => 250 * 2 ** Math.max(0, attempt - 1)),
      }),
      // Calls made together go in one request, in batches small enough for the gateway's
      // API_MAX_BATCH_SIZE (default 50) and for URL limits of proxies.
      httpBatchLink({
        url: `${url}/trpc`,
        headers: credentials,
        fetch: tracked,
        maxItems: 10,
        maxURLLength: 4000,
      }),
    ],
  });

  let user: PitbossUser;
  if ('password' in options) {
    const login = await trpc.auth.login.mutate({
      username: options.username,
      password: options.password,
    });
    if (login.status === 'NEW_PASSWORD_REQUIRED')
      throw new NewPasswordRequiredError(login.username);
    user = login.user;
  } else {
    user = (await trpc.auth.session.query()).user;
  }

  const extra = {
    get user() {
      return user;
    },
    get session() {
      return session;
    },
    http: (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      for (const [k, v] of Object.entries(credentials())) headers.set(k, v);
      return tracked(`${url}${path.startsWith('/') ? '' : '/'}${path}`, { ...init, headers });
    },
    signOut: async () => {
      if (bearer || !session) return;
      await trpc.auth.logout.mutate();
      session = null;
    },
  };
  return new Proxy(trpc, {
    get(target, key, receiver) {
      if (typeof key === 'string' && Object.hasOwn(extra, key)) return Reflect.get(extra, key);
      return Reflect.get(target, key, receiver);
    },
  }) as PitbossClient;
}
