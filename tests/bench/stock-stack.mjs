// The gateway's stock parts with none of its code, for call-retention.mjs: Fastify with the
// plugins named in STOCK_PARTS (trpc: tRPC's Fastify adapter with one query; helmet: with a short
// policy; compress: with the gateway's settings; cookie; log: pino, as Fastify's logger, to nowhere),
// answering GET /trpc/me (with trpc) and GET /plain with the same small object. Listens on PORT.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const gateway = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages', 'gateway');
const require = createRequire(join(gateway, 'package.json'));
const load = async (name) => {
  const m = await import(require.resolve(name));
  return m.default ?? m;
};
const parts = new Set((process.env.STOCK_PARTS ?? '').split(',').filter(Boolean));
const answer = () => ({ user: { userId: 'u-1', username: 'admin', groups: ['admins'] } });

const Fastify = await load('fastify');
const app = Fastify({
  logger: parts.has('log') ? { level: 'info', stream: { write() {} } } : false,
});
if (parts.has('helmet'))
  await app.register(await load('@fastify/helmet'), {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
    crossOriginEmbedderPolicy: false,
  });
if (parts.has('compress'))
  await app.register(await load('@fastify/compress'), {
    global: true,
    threshold: 4096,
    syncThreshold: 65_536,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
  });
if (parts.has('cookie')) await app.register(await load('@fastify/cookie'));
app.get('/plain', async () => answer());
if (parts.has('trpc')) {
  const { initTRPC } = await import(require.resolve('@trpc/server'));
  const { fastifyTRPCPlugin } = await import(require.resolve('@trpc/server/adapters/fastify'));
  const t = initTRPC.create();
  const router = t.router({ me: t.procedure.query(answer) });
  await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
