/**
 * The fixed admin-API paths used outside the typed functions of `api.ts`: the admin check at
 * sign-in (part 1, before a user is bound), the readiness probe and the event socket namespace.
 * Every other path lives in `api.ts`.
 */
export const ADMIN_API_PATHS = {
  /** POST, empty body, the user's bearer. */
  authValidate: '/auth/validate',
  /** GET; any HTTP answer means the admin API is reachable. */
  healthReady: '/system/health/ready',
  /** socket.io namespace of the casino events (token in `auth`). */
  socketAdmin: '/socket/admin',
} as const;
