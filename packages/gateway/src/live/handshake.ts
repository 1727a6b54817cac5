import { LOGIN_MESSAGES } from '@pitboss/contracts';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Principal } from '../auth/auth-service.js';
import { SESSION_COOKIE } from '../auth/cookie.js';
import { hashId } from '../auth/session-store.js';

/** How a browser socket proved who it is; re-checked while it stays open. */
export type LiveCredential =
  | { kind: 'session'; sessionId: string; idHash: string }
  | { kind: 'bearer'; token: string; expMs: number };

/** What the relay keeps on each browser socket (`socket.data`). */
export interface LiveSocketData {
  userId: string;
  username: string;
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
export function tokenExpiryMs(token: string): number {
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
 * The same rule as `adminProcedure`, through the auth plugin's service: a bearer access token
 * (`auth.token`, or the Authorization header) wins; otherwise the session cookie. No credential →
 * 'No authentication token available' (spec 1 §8); a refused one → the auth service's message.
 */
export async function authenticateHandshake(
  app: FastifyInstance,
  handshake: { auth: Record<string, unknown>; headers: IncomingMessage['headers'] },
): Promise<{ principal: Principal; credential: LiveCredential }> {
  try {
    const bearer = bearerOf(handshake);
    if (bearer !== undefined) {
      if (bearer === '')
        throw new HandshakeError('Invalid or expired access token.', 'UNAUTHORIZED');
      const principal = await app.auth.resolveBearer(bearer);
      return {
        principal,
        credential: { kind: 'bearer', token: bearer, expMs: tokenExpiryMs(bearer) },
      };
    }
    const cookieHeader = handshake.headers.cookie;
    const sessionId = cookieHeader ? app.parseCookie(cookieHeader)[SESSION_COOKIE] : undefined;
    if (!sessionId) throw new HandshakeError(LOGIN_MESSAGES.noAuthToken, 'UNAUTHORIZED');
    const principal = await app.auth.resolveSession(sessionId);
    if (!principal) throw new HandshakeError('Please sign in.', 'UNAUTHORIZED');
    return { principal, credential: { kind: 'session', sessionId, idHash: hashId(sessionId) } };
  } catch (err) {
    if (err instanceof HandshakeError) throw err;
    if (err instanceof TRPCError) throw new HandshakeError(err.message, err.code);
    throw new HandshakeError(
      'The sign-in could not be checked. Please try again.',
      'INTERNAL_SERVER_ERROR',
    );
  }
}

/**
 * Browsers always send `Origin` on a websocket: it must name this host (Host, or X-Forwarded-Host
 * behind a proxy), so another site cannot open the relay with the user's cookie. Scripts send none.
 */
export function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  const forwarded = req.headers['x-forwarded-host'];
  const candidates = [req.headers.host, ...(Array.isArray(forwarded) ? forwarded : [forwarded])]
    .filter((h): h is string => typeof h === 'string')
    .flatMap((h) => h.split(','))
    .map((h) => h.trim().toLowerCase());
  return candidates.includes(host);
}
