import {
  type AnyProcedure,
  callTRPCProcedure,
  getErrorShape,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
} from '@trpc/server';
import type { FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { getHTTPStatusCode } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppRouter } from '../trpc/router.js';

type TrpcOptions = FastifyTRPCPluginOptions<AppRouter>['trpcOptions'];
type Query = { batch?: string; input?: string; connectionParams?: string };

/** One call of a GET request: its procedure's path and (deserialised) input. */
interface Call {
  path: string;
  input: unknown;
}

/**
 * The calls of a GET request when all of them are plain queries this path answers exactly as
 * tRPC's `resolveResponse` would; `null` for anything else (an unknown path, a mutation or
 * subscription, input that does not parse, a streaming client, connection parameters, a batch
 * over the limit), which then goes to `resolveResponse` for tRPC's own answer.
 */
function plainQueries(req: FastifyRequest<{ Params: { path: string } }>, options: TrpcOptions) {
  const query = req.query as Query;
  const { headers } = req;
  if (
    options.responseMeta !== undefined ||
    headers['trpc-accept'] !== undefined ||
    headers.accept?.includes('application/jsonl') ||
    query.connectionParams !== undefined
  )
    return null;
  const batch = query.batch === '1';
  let paths: string[];
  let inputs: unknown;
  try {
    const decoded = decodeURIComponent(req.params.path);
    paths = batch ? decoded.split(',') : [decoded];
    inputs = query.input ? JSON.parse(query.input) : undefined;
  } catch {
    return null;
  }
  const { maxBatchSize, router } = options;
  if (batch && typeof maxBatchSize === 'number' && paths.length > maxBatchSize) return null;
  if (batch && inputs !== undefined && (typeof inputs !== 'object' || inputs === null)) return null;
  const procedures = router._def.procedures as unknown as Record<string, AnyProcedure | undefined>;
  const { transformer } = router._def._config;
  const calls: Call[] = [];
  for (const [index, path] of paths.entries()) {
    const procedure = Object.hasOwn(procedures, path) ? procedures[path] : undefined;
    if (procedure?._def.type !== 'query') return null;
    const raw = batch ? (inputs as Record<number, unknown> | undefined)?.[index] : inputs;
    const input = raw === undefined ? undefined : transformer.input.deserialize(raw);
    calls.push({ path, input });
  }
  return { batch, calls };
}

/**
 * Answers a GET request of queries without tRPC's fetch-style `Request` and `Response`: the same
 * procedures, context, error shapes, `onError` calls, status codes, headers and JSON that
 * `resolveResponse` of @trpc/server 11.22.1 gives (`test/trpc-queries.test.ts` compares the two on
 * every kind of request), built from tRPC's public functions. Why: for a query that is most of
 * the work, the `Request`, the `Response` read back as a stream and the four abort signals tRPC
 * links per request (`AbortSignal.any`, with weak references the garbage collector then walks)
 * cost more CPU than the query itself (README "Benchmarks"). Our procedures do not read the
 * abort signal, so none is made. Returns false, having sent nothing, when the request is not one
 * of plain queries.
 */
export async function answerQueries(
  req: FastifyRequest<{ Params: { path: string } }>,
  reply: FastifyReply,
  options: TrpcOptions,
): Promise<boolean> {
  const plan = req.method === 'GET' ? plainQueries(req, options) : null;
  if (plan === null) return false;
  const config = options.router._def._config;
  let ctx: Awaited<ReturnType<NonNullable<TrpcOptions['createContext']>>> | undefined;
  let ctxError: unknown;
  try {
    const info = {
      isBatchCall: plan.batch,
      accept: null,
      calls: [],
      type: 'query' as const,
      connectionParams: null,
      signal: new AbortController().signal,
      url: null,
    };
    ctx = await options.createContext?.({ req, res: reply, info });
  } catch (cause) {
    ctxError = cause;
  }
  const answers = await Promise.all(
    plan.calls.map(async ({ path, input }, batchIndex) => {
      try {
        if (ctxError !== undefined) throw ctxError;
        const data: unknown = await callTRPCProcedure({
          router: options.router,
          path,
          getRawInput: async () => input,
          ctx,
          type: 'query',
          signal: undefined,
          batchIndex,
        });
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        options.onError?.({ error, path, input, ctx, type: 'query', req });
        return { error: getErrorShape({ config, ctx, error, input, path, type: 'query' }) };
      }
    }),
  );
  const untransformed = plan.batch ? answers : (answers[0] as (typeof answers)[number]);
  const body = JSON.stringify(transformTRPCResponse(config, untransformed));
  await reply
    .code(getHTTPStatusCode(untransformed))
    .header('vary', 'trpc-accept, accept')
    .header('content-type', 'application/json')
    .send(Buffer.from(body));
  return true;
}
