import type { FastifyInstance } from 'fastify';

/** Loopback names, always answered. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Whether a Host header names this sandbox: loopback, or the host of a URL it hands out (its
 * public URL, which the gateway uses, and the demo URL, which browsers load). A page elsewhere
 * that reaches the port by DNS rebinding sends its own name.
 */
export function hostFilter(urls: string[]): (host: string | undefined) => boolean {
  const allowed = new Set([...LOOPBACK, ...urls.map((u) => new URL(u).hostname.toLowerCase())]);
  return (host) => {
    if (!host) return false;
    try {
      return allowed.has(new URL(`http://${host}`).hostname.toLowerCase());
    } catch {
      return false;
    }
  };
}

/** Answers 421 before any route runs when the Host header does not name this sandbox. */
export function answerOnlyFor(app: FastifyInstance, isOurs: (host: string | undefined) => boolean) {
  app.addHook('onRequest', async (req, reply) => {
    if (isOurs(req.headers.host)) return;
    return reply.code(421).send({
      statusCode: 421,
      error: 'Misdirected Request',
      message: 'This sandbox does not answer for that host name.',
    });
  });
}
