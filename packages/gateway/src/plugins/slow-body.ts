import { PassThrough } from 'node:stream';
import fp from 'fastify-plugin';

/** A JSON body not whole within the deadline: the error Fastify's body reader gets. */
class BodyTimeoutError extends Error {
  readonly statusCode = 408;
  readonly code = 'PITBOSS_BODY_TIMEOUT';
  constructor() {
    super('The request body did not arrive in time.');
  }
}

/**
 * Whether a request carries a body: a length above zero, or a chunked one. Those without (every
 * GET) have nothing that could arrive slowly.
 */
function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && length !== '0';
}

/**
 * Slow bodies and early refusals.
 *
 * - A JSON body (anything but a multipart upload) must arrive whole within
 *   `HTTP_BODY_TIMEOUT_SECONDS`: the body reaches Fastify's parser through a stream of its own
 *   (Fastify's `preParsing` hook), which ends in error at the deadline, so the request is
 *   answered 408 by the route's error handler. Uploads keep the whole-request limit
 *   (`HTTP_REQUEST_TIMEOUT_SECONDS`), which Node enforces for every request.
 * - Any answer sent before its request's body was read whole (a 401 or 429 on an upload, a
 *   refusal for a slow body, a body over its limit) carries `Connection: close`, so Node closes
 *   the connection after the answer instead of reading the rest of the body.
 */
export default fp(
  async (app) => {
    const timeoutMs = app.config.http.bodyTimeoutMs;
    app.addHook('preParsing', async (req, reply, payload) => {
      // No deadline to keep: a stream, a timer and five listeners for every GET showed among the
      // objects the gateway's allocation profile saw outlive the young generation.
      if (!hasBody(req.headers)) return payload;
      if (req.headers['content-type']?.toLowerCase().startsWith('multipart/')) return payload;
      const body = new PassThrough();
      const timer = setTimeout(() => {
        payload.unpipe(body);
        body.destroy(new BodyTimeoutError());
      }, timeoutMs);
      const stop = (): void => clearTimeout(timer);
      // Once answered (a body over its limit is answered before it is read whole), no deadline
      // is left to keep: a later timer would fail a stream nobody reads any more.
      reply.raw.once('finish', stop);
      payload.once('end', stop);
      payload.once('close', stop);
      body.once('close', stop);
      payload.once('error', (err) => body.destroy(err));
      return payload.pipe(body);
    });
    app.addHook('onSend', async (req, reply) => {
      if (!req.raw.complete) reply.header('connection', 'close');
    });
  },
  { name: 'slow-body', dependencies: ['config'] },
);
