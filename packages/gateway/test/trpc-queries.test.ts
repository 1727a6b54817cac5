import { initTRPC, TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import fc from 'fast-check';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError, z } from 'zod';
import { trpcRoutes } from '../src/plugins/trpc-handler.js';

/**
 * The gateway answers GET queries itself (`plugins/trpc-queries.ts`) instead of through tRPC's
 * `resolveResponse`. Here both answer the same requests — ours through `trpcRoutes`, tRPC's
 * through its own Fastify adapter — and every answer must be the same: status, body, content
 * type, `Vary`, and the `onError` calls. The router has what the gateway's has: queries with and
 * without input, a zod input and output, TRPCErrors, a thrown Error, a nested router, a mutation,
 * an error formatter, a context that can fail.
 */
type Ctx = { user: string | undefined };
const t = initTRPC.context<Ctx>().create({
  errorFormatter({ shape, error }) {
    const { stack: _stack, ...data } = shape.data;
    if (error.code === 'BAD_REQUEST' && error.cause instanceof ZodError) {
      return { ...shape, message: error.cause.issues[0]?.message ?? shape.message, data };
    }
    return { ...shape, data };
  },
});
const router = t.router({
  hello: t.procedure
    .input(z.object({ name: z.string().min(2, 'Name is too short') }).optional())
    .query(({ input, ctx }) => ({ greeting: `hello ${input?.name ?? 'you'}`, user: ctx.user })),
  plain: t.procedure.query(() => ({ answer: 42, list: [1, 'two', null] })),
  nothing: t.procedure.query(() => undefined),
  boom: t.procedure.query(() => {
    throw new Error('a secret the caller must not see');
  }),
  forbidden: t.procedure.query(() => {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Not for you' });
  }),
  badOutput: t.procedure.output(z.object({ n: z.number() })).query(() => ({ n: 'x' }) as never),
  nested: t.router({ deep: t.procedure.input(z.number()).query(({ input }) => input * 2) }),
  change: t.procedure.mutation(() => 'changed'),
  // Who answered: tRPC's resolveResponse hands procedures an abort signal, the gateway's path none.
  who: t.procedure.query(({ signal }) => (signal ? 'tRPC' : 'gateway')),
});

const PATHS = ['hello', 'plain', 'nothing', 'boom', 'forbidden', 'badOutput', 'nested.deep'];
const MAX_BATCH = 5;

type Logged = { code: string; path: string | undefined; type: string };
function trpcOptions(log: Logged[]) {
  return {
    router,
    maxBatchSize: MAX_BATCH,
    createContext: ({ req }: { req: FastifyRequest }): Ctx => {
      if (req.headers['x-fail'] !== undefined) throw new Error('context failed');
      const user = req.headers['x-user'];
      return { user: typeof user === 'string' ? user : undefined };
    },
    onError: ({ error, path, type }: { error: TRPCError; path?: string; type: string }) => {
      log.push({ code: error.code, path, type });
    },
  };
}

const ours: Logged[] = [];
const theirs: Logged[] = [];
let ourApp: FastifyInstance;
let theirApp: FastifyInstance;

beforeAll(async () => {
  ourApp = Fastify();
  await ourApp.register(trpcRoutes, { prefix: '/trpc', trpcOptions: trpcOptions(ours) as never });
  theirApp = Fastify();
  await theirApp.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: trpcOptions(theirs) as never,
  });
});
afterAll(async () => {
  await ourApp.close();
  await theirApp.close();
});

async function answer(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url, headers });
  return {
    status: res.statusCode,
    body: res.body,
    contentType: res.headers['content-type'],
    vary: res.headers.vary,
  };
}

/** The `onError` calls of one request, in a fixed order (a batch's calls run concurrently). */
const errorCalls = (log: Logged[]): string[] =>
  log.map((l) => `${l.path} ${l.type} ${l.code}`).sort();

/** Asks both and expects the same answer and the same `onError` calls; returns ours. */
async function same(url: string, headers: Record<string, string> = {}) {
  ours.length = 0;
  theirs.length = 0;
  const [a, b] = [await answer(ourApp, url, headers), await answer(theirApp, url, headers)];
  expect({ url, ...a, onError: errorCalls(ours) }).toEqual({
    url,
    ...b,
    onError: errorCalls(theirs),
  });
  return a;
}

const q = (value: unknown): string => encodeURIComponent(JSON.stringify(value));

describe('GET queries answered by the gateway itself, as tRPC answers them', () => {
  it.each([
    ['a query with input', `/trpc/hello?input=${q({ name: 'Ada' })}`],
    ['a query without input', '/trpc/plain'],
    ['an optional input left out', '/trpc/hello'],
    ['input that breaks a rule', `/trpc/hello?input=${q({ name: 'A' })}`],
    ['input of the wrong type', `/trpc/nested.deep?input=${q('seven')}`],
    ['a nested procedure', `/trpc/nested.deep?input=${q(21)}`],
    ['an answer of nothing', '/trpc/nothing'],
    ['a thrown Error', '/trpc/boom'],
    ['a TRPCError', '/trpc/forbidden'],
    ['an output that breaks its schema', '/trpc/badOutput'],
    ['input that is not JSON', '/trpc/hello?input=%7Bname'],
    ['input of JSON null', `/trpc/hello?input=${q(null)}`],
    ['an unknown procedure', '/trpc/nope'],
    ["a name from Object's prototype", '/trpc/toString'],
    ['a mutation by GET', '/trpc/change'],
    ['a batch of queries', `/trpc/plain,hello?batch=1&input=${q({ 1: { name: 'Bo' } })}`],
    ['a batch with errors (207)', `/trpc/plain,boom,forbidden?batch=1&input=${q({})}`],
    ['a batch of one error', `/trpc/forbidden?batch=1&input=${q({})}`],
    ['a batch without input', '/trpc/plain,nothing?batch=1'],
    ['a batch whose input is not an object', `/trpc/plain?batch=1&input=${q(5)}`],
    ['a batch whose input is null', `/trpc/plain?batch=1&input=${q(null)}`],
    ['a batch with an unknown procedure', `/trpc/plain,nope?batch=1&input=${q({})}`],
    ['a batch with a mutation', `/trpc/plain,change?batch=1&input=${q({})}`],
    ['a batch over the limit', `/trpc/${Array(MAX_BATCH + 1).fill('plain')}?batch=1`],
    ['an encoded comma in a batch', `/trpc/plain%2Cplain?batch=1&input=${q({})}`],
    ['a path that is not URL-encoding', '/trpc/plain%E0%A4%A?batch=1'],
    ['batch=0', `/trpc/plain?batch=0&input=${q({ 0: 1 })}`],
    ['connection parameters', `/trpc/plain?connectionParams=${q({ a: 'b' })}`],
  ])('%s', async (_name, url) => {
    await same(url);
  });

  it('answers from the context: a user, and a context that fails', async () => {
    expect(JSON.parse((await same('/trpc/hello', { 'x-user': 'ada' })).body)).toEqual({
      result: { data: { greeting: 'hello you', user: 'ada' } },
    });
    expect((await same('/trpc/plain,hello?batch=1', { 'x-fail': '1' })).status).toBe(500);
    await same('/trpc/plain', { 'x-fail': '1' });
  });

  it('answers plain queries itself and leaves the rest to tRPC', async () => {
    const who = async (url: string, headers: Record<string, string> = {}) =>
      JSON.parse((await ourApp.inject({ method: 'GET', url, headers })).body);
    expect(await who('/trpc/who')).toEqual({ result: { data: 'gateway' } });
    expect(await who('/trpc/plain,who?batch=1')).toMatchObject([
      {},
      { result: { data: 'gateway' } },
    ]);
    expect(await who(`/trpc/who?connectionParams=${q({})}`)).toEqual({
      result: { data: 'tRPC' },
    });
    expect(await who('/trpc/nope,who?batch=1')).toMatchObject([{}, { result: { data: 'tRPC' } }]);
  });

  it('leaves streaming clients to tRPC', async () => {
    await same('/trpc/plain?batch=1', { 'trpc-accept': 'application/jsonl' });
    await same('/trpc/plain', { accept: 'application/jsonl' });
  });

  it('answers any batch of procedures and inputs as tRPC does (property)', async () => {
    const input = fc.oneof(
      fc.constant(undefined),
      fc.record({ name: fc.string({ maxLength: 4 }) }),
      fc.integer({ min: -5, max: 5 }),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const call = fc.record({ path: fc.constantFrom(...PATHS, 'nope', 'change'), input });
    await fc.assert(
      fc.asyncProperty(fc.array(call, { minLength: 1, maxLength: MAX_BATCH }), async (calls) => {
        const inputs = Object.fromEntries(calls.map((c, i) => [i, c.input]));
        await same(`/trpc/${calls.map((c) => c.path).join(',')}?batch=1&input=${q(inputs)}`);
        const [first] = calls;
        if (first) {
          const single = first.input === undefined ? '' : `?input=${q(first.input)}`;
          await same(`/trpc/${first.path}${single}`);
        }
      }),
      { numRuns: 150 },
    );
  });
});
