import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import type { FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppRouter } from '../trpc/router.js';
import { answerQueries } from './trpc-queries.js';

type TrpcOptions = FastifyTRPCPluginOptions<AppRouter>['trpcOptions'];

/** Whether an answer is one JSON document (not JSON lines or server-sent events, which stream). */
function isJsonDocument(contentType: string | null): boolean {
  return contentType?.split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * The body of an answer as one Buffer. tRPC's answer is one string that the `Response` encodes
 * into one chunk, taken as it is (no copy); `res.text()` would copy the bytes together, decode
 * them back into a string and Fastify encode that again — for order mode's 1 MB answer a third
 * of the gateway's CPU per call (README "Benchmarks").
 */
async function bodyBytes(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body)
    chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
}

/**
 * Sends tRPC's `Response`: a JSON document as bytes, so Fastify knows its length — the
 * compression threshold applies (small answers leave as they are, one write with a
 * Content-Length) instead of every answer being piped through a web stream and a compressor
 * with chunked encoding, which was the largest cost of a small call (`auth.me`) in the gateway's
 * CPU profile (README "Benchmarks"). Anything else (a streamed answer) is sent as the stream.
 */
async function sendResponse(reply: FastifyReply, res: Response): Promise<void> {
  if (res.body === null || !isJsonDocument(res.headers.get('content-type'))) {
    await reply.send(res);
    return;
  }
  const bytes = await bodyBytes(res.body);
  reply.code(res.status);
  for (const [name, value] of res.headers) reply.header(name, value);
  await reply.send(bytes);
}

async function handle(
  req: FastifyRequest<{ Params: { path: string } }>,
  reply: FastifyReply,
  options: TrpcOptions,
): Promise<void> {
  const incoming = req.raw as typeof req.raw & { body?: unknown };
  if ('body' in req) incoming.body = req.body;
  const request = incomingMessageToRequest(incoming, reply.raw, { maxBodySize: null });
  const res = await resolveResponse({
    ...options,
    req: request,
    path: req.params.path,
    error: null,
    createContext: async (inner) => options.createContext?.({ ...inner, req, res: reply }),
    onError: (o) => options.onError?.({ ...o, req }),
  });
  await sendResponse(reply, res);
}

/**
 * tRPC at `/:path` (registered with a prefix): what `fastifyTRPCPlugin` of @trpc/server 11.22.1
 * registers (its body parsers, one route for every method), with the answer sent by
 * `sendResponse` above; GET requests of plain queries are answered by `answerQueries`
 * (trpc-queries.ts) without tRPC's fetch-style objects.
 */
export async function trpcRoutes(
  app: FastifyInstance,
  { trpcOptions }: { trpcOptions: TrpcOptions },
): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    done(null, body);
  });
  app.removeContentTypeParser('multipart/form-data');
  app.addContentTypeParser('multipart/form-data', {}, (_req, body, done) => {
    done(null, body);
  });
  app.all<{ Params: { path: string } }>('/:path', async (req, reply) => {
    if (await answerQueries(req, reply, trpcOptions)) return;
    await handle(req, reply, trpcOptions);
  });
}
