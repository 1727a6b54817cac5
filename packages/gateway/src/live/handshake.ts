import { LOGIN_MESSAGES } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { AuthError, codeOf, SIGN_IN_MESSAGE } from '../auth/auth-error.js';
import type { Principal } from '../auth/auth-service.js';
import { sessionCookieIn } from '../auth/cookie.js';
import { hashId } from '../auth/opaque-id.js';
import type { Config } from '../config.js';
import { resolveCredential } from '../guard/guard.js';
import { isSameOrigin, requestHost } from '../guard/origin.js';

/** How a browser socket proved who it is; re-checked while it stays open. */
export type LiveCredential =
  | { kind: 'session'; sessionId: string; idHash: string }
  | { kind: 'bearer'; token: string; expMs: number };

/** What the relay keeps on each browser socket (`socket.data`). */
export interface LiveSocketData {
  userId: string;
  username: string;
  displayName: string;
  credential: LiveCredential;
}

/** A refused handshake: socket.io sends `message` and `data` to the client's `connect_error`. */
export class HandshakeError extends Error {
  readonly data: { code: string };
  constructor(message: string, code: string) {
    super(message);
    this.data = { code };
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The `exp` claim of a JWT already verified elsewhere, in ms (0 when unreadable). */
function tokenExpiryMs(token: string): number {
  try {
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

function bearerOf(handshake: {
  auth: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}): string | undefined {
  const raw = handshake.auth.token;
  if (typeof raw === 'string' && raw.trim() !== '') return raw.trim().replace(/^Bearer\s+/i, '');
  const header = handshake.headers.authorization;
  if (header !== undefined) return BEARER.exec(header)?.[1] ?? '';
  return undefined;
}

/**
 * The guard's credential rule (`resolveCredential`): a bearer access token (`auth.token`, or the
 * Authorization header) wins; otherwise the session cookie. No credential → 'No authentication
 * token available'; a refused one → the auth domain's message, as a socket error.
 */
export async function authenticateHandshake(
  app: FastifyInstance,
  handshake: { auth: Record<string, unknown>; headers: IncomingMessage['headers'] },
): Promise<{ principal: Principal; credential: LiveCredential }> {
  try {
    const bearer = bearerOf(handshake);
    const cookieHeader = handshake.headers.cookie;
    const sessionId =
      bearer === undefined && cookieHeader
        ? sessionCookieIn(app.parseCookie(cookieHeader))
        : undefined;
    if (bearer === undefined && !sessionId) {
      throw new HandshakeError(LOGIN_MESSAGES.noAuthToken, 'UNAUTHORIZED');
    }
    const principal = await resolveCredential(app, { bearer, sessionId });
    if (!principal) throw new HandshakeError(SIGN_IN_MESSAGE, 'UNAUTHORIZED');
    const credential: LiveCredential =
      bearer !== undefined
        ? { kind: 'bearer', token: bearer, expMs: tokenExpiryMs(bearer) }
        : { kind: 'session', sessionId: sessionId ?? '', idHash: hashId(sessionId ?? '') };
    return { principal, credential };
  } catch (err) {
    if (err instanceof HandshakeError) throw err;
    if (err instanceof AuthError) throw new HandshakeError(err.message, codeOf(err));
    throw new HandshakeError(
      'The sign-in could not be checked. Please try again.',
      'INTERNAL_SERVER_ERROR',
    );
  }
}

/**
 * The guard's same-origin rule for the websocket upgrade: browsers always send `Origin` on a
 * websocket; it must name this host — `Host`, or `X-Forwarded-Host` only from a trusted proxy
 * (`TRUST_PROXY`) — so another site cannot open the relay with the user's cookie. Scripts send
 * none.
 */
export function sameOrigin(req: IncomingMessage, trust: Config['trustProxy']): boolean {
  return isSameOrigin(req.headers, requestHost(req, trust));
}
