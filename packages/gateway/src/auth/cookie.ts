import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'pitboss_session';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

function secureFor(req: FastifyRequest): boolean {
  const setting = req.server.config.session.cookieSecure;
  if (setting !== 'auto') return setting;
  return (
    !LOCAL_HOSTS.has(req.hostname.toLowerCase()) &&
    !req.hostname.toLowerCase().endsWith('.localhost')
  );
}

/** httpOnly, SameSite=Strict, Path=/, Secure outside localhost (or as COOKIE_SECURE says). */
export function setSessionCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
): void {
  reply.setCookie(SESSION_COOKIE, sessionId, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: secureFor(req),
    maxAge: Math.floor(req.server.config.session.absoluteMs / 1000),
  });
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: secureFor(req),
  });
}

export function sessionCookie(req: FastifyRequest): string | undefined {
  const value = req.cookies[SESSION_COOKIE];
  return value !== undefined && value !== '' ? value : undefined;
}
