// The least a gateway can do, for comparison (gateway-cpu.mjs starts it as its own process): one
// Fastify route that forwards GET /slots/filter to the admin API with the caller's bearer header
// and re-serialises the JSON answer. No sessions, no validation, no logging, no compression.
// Beside it, the floor under `auth.me`: the same signed-in answer as a constant, once from a plain
// Fastify route (GET /constant) and once from a tRPC query on tRPC's own Fastify adapter
// (GET /trpc/me), neither with a session, a cookie, validation, logging or compression.
//
//   FORWARD_TO=http://localhost:4010 PORT=0 node tests/bench/forwarder.mjs   (prints its port)
import { initTRPC } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify from 'fastify';

const target = process.env.FORWARD_TO;
if (!target) throw new Error('FORWARD_TO must be the admin API URL');
const app = Fastify({ logger: false });
app.get('/slots/filter', async (req, reply) => {
  const query = new URLSearchParams(req.query).toString();
  const res = await fetch(`${target}/slots/filter?${query}`, {
    headers: { accept: 'application/json', authorization: req.headers.authorization ?? '' },
  });
  const body = await res.json();
  return reply.code(res.status).send(body);
});

/** The shape and size of `auth.me`'s answer for a signed-in administrator. */
const ME = {
  user: { username: 'admin', email: 'admin@pitboss.local', groups: ['admin'], expiresAt: 0 },
  bypassEnabled: false,
};
app.get('/constant', async () => ME);
const t = initTRPC.create();
const router = t.router({ me: t.procedure.query(() => ME) });
await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } });

const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${address}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
