import type { FastifyReply, FastifyRequest } from 'fastify';

const SESSION_COOKIE = 'pitboss_session';
/**
 * The name where the cookie is Secure: a `__Host-` cookie is taken by browsers only from this
 * exact host over https with Path=/ and no Domain, so a sibling subdomain cannot plant a
 * duplicate that shadows it (which would sign the user out).
 */
const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

function secureFor(req: FastifyRequest): boolean {
  const setting = req.server.config.session.cookieSecure;
  if (setting !== 'auto') return setting;
  return (
    !LOCAL_HOSTS.has(req.hostname.toLowerCase()) &&
    !req.hostname.toLowerCase().endsWith('.localhost')
  );
}

function cookieName(req: FastifyRequest): string {
  return secureFor(req) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** httpOnly, SameSite=Strict, Path=/, Secure outside localhost (or as COOKIE_SECURE says). */
export function setSessionCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
): void {
  reply.setCookie(cookieName(req), sessionId, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: secureFor(req),
    maxAge: Math.floor(req.server.config.session.absoluteMs / 1000),
  });
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieName(req), {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: secureFor(req),
  });
}

export function sessionCookie(req: FastifyRequest): string | undefined {
  const value = req.cookies[cookieName(req)];
  return value !== undefined && value !== '' ? value : undefined;
}

/** The session id in a raw `Cookie` header's parsed values (the `__Host-` name first). */
export function sessionCookieIn(cookies: Record<string, string | undefined>): string | undefined {
  const value = cookies[SECURE_SESSION_COOKIE] ?? cookies[SESSION_COOKIE];
  return value !== undefined && value !== '' ? value : undefined;
}
