import { upstreamPath } from './client.js';

/**
 * The fixed admin-API paths used outside the typed functions of the domains' `admin-api.ts`: the
 * admin check at sign-in (before a user is bound), the readiness probe and the event socket
 * namespace. Every other path lives in a domain's `admin-api.ts`.
 */
export const ADMIN_API_PATHS = {
  /** POST, empty body, the user's bearer. */
  authValidate: upstreamPath`/auth/validate`,
  /** GET; any HTTP answer means the admin API is reachable. */
  healthReady: upstreamPath`/system/health/ready`,
  /** socket.io namespace of the casino events (token in `auth`). */
  socketAdmin: '/socket/admin',
} as const;
