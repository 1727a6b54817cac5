import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CASINO_EVENT_TYPES } from '../events.js';
import { parseBody, qStr } from '../lib/http.js';

interface Fault {
  id: number;
  path: string;
  /** The path must also end with this (e.g. `/updateImage` under `/promotions/`). */
  endsWith?: string | undefined;
  method?: string | undefined;
  status?: number | undefined;
  delayMs?: number | undefined;
  message?: string | undefined;
  /** Answer the status with no body at all (an error without a message). */
  empty?: boolean | undefined;
  /** Answer the status with this JSON body instead (e.g. a list holding a row of another shape). */
  body?: unknown;
  once: boolean;
  hits: number;
}

interface RecordedRequest {
  method: string;
  path: string;
  query: unknown;
  body: unknown;
  status: number;
  at: string;
}

const faultBody = z
  .object({
    path: z.string({ error: 'path is required' }).min(1, 'path is required'),
    endsWith: z.string().min(1).optional(),
    method: z.string().optional(),
    status: z.number().int().min(100).max(599).optional(),
    delayMs: z.number().int().min(0).max(600_000).optional(),
    message: z.string().optional(),
    empty: z.boolean().optional(),
    body: z.unknown().optional(),
    once: z.boolean().optional(),
  })
  .refine((f) => f.status !== undefined || f.delayMs !== undefined, {
    message: 'status or delayMs is required',
    path: ['status'],
  });

const eventBody = z.union([
  z.object({ type: z.enum(CASINO_EVENT_TYPES) }).passthrough(),
  z.object({ name: z.string().min(1), payload: z.unknown() }),
]);

/** A promo code row as another system may have stored it (any currency text, no checks). */
const rawPromoCode = z.object({
  code: z.string().min(1),
  reward: z.number(),
  currency: z.string().min(1),
});

const MAX_RECORDED = 50;

/**
 * Test-only control surface (registered only with `faults: true`):
 * - `POST /__sandbox/faults {path, endsWith?, method?, status?, delayMs?, message?, empty?, body?, once?}`
 *   makes matching requests (path prefix, and path suffix when `endsWith` is given) wait `delayMs`
 *   and/or answer `status` `{message}` (no body with `empty`, the JSON `body` when given); `DELETE /__sandbox/faults` clears them.
 * - `GET /__sandbox/requests?path=` returns the last requests received per path (newest last);
 *   `DELETE /__sandbox/requests` forgets them.
 * - `GET /__sandbox/request-counts` counts every request answered, by method and path, since
 *   `DELETE /__sandbox/request-counts` (benches count the admin-API calls behind one action).
 * - `POST /__sandbox/events {type, ...fields}` emits one casino_event; `{name, payload}` any admin event.
 * - `POST /__sandbox/promo-codes {code, reward, currency}` stores a promo code unchecked (e.g. in
 *   USDT, which the panel's contracts cannot read), as a real admin API may hold one.
 */
export async function faultRoutes(app: FastifyInstance): Promise<void> {
  let faults: Fault[] = [];
  let nextId = 1;
  const recorded = new Map<string, RecordedRequest[]>();
  /** Every request answered since the last reset, by method and path (the log above keeps 50). */
  const counted = new Map<string, number>();
  const sleepers = new Set<() => void>();

  const isControl = (url: string): boolean => url.startsWith('/__sandbox/');

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? req.url;
    if (isControl(path)) return;
    const fault = faults.find(
      (f) =>
        path.startsWith(f.path) &&
        (!f.endsWith || path.endsWith(f.endsWith)) &&
        (!f.method || f.method.toUpperCase() === req.method),
    );
    if (!fault) return;
    fault.hits++;
    if (fault.once) faults = faults.filter((f) => f !== fault);
    if (fault.delayMs) {
      await new Promise<void>((resolve) => {
        const done = (): void => {
          clearTimeout(timer);
          sleepers.delete(done);
          resolve();
        };
        const timer = setTimeout(done, fault.delayMs);
        sleepers.add(done);
      });
    }
    if (fault.status !== undefined && fault.empty) return reply.code(fault.status).send();
    if (fault.status !== undefined && fault.body !== undefined)
      return reply.code(fault.status).send(fault.body);
    if (fault.status !== undefined) {
      return reply
        .code(fault.status)
        .send({ message: fault.message ?? `Injected fault (${fault.status})` });
    }
  });

  app.addHook('onResponse', async (req, reply) => {
    const path = req.url.split('?')[0] ?? req.url;
    if (isControl(path)) return;
    const list = recorded.get(path) ?? [];
    list.push({
      method: req.method,
      path,
      query: req.query,
      body: req.recordedBody ?? req.body ?? null,
      status: reply.statusCode,
      at: new Date().toISOString(),
    });
    if (list.length > MAX_RECORDED) list.shift();
    recorded.set(path, list);
    const key = `${req.method} ${path}`;
    counted.set(key, (counted.get(key) ?? 0) + 1);
  });

  app.addHook('onClose', async () => {
    for (const wake of [...sleepers]) wake();
  });

  app.post('/__sandbox/faults', async (req, reply) => {
    const b = parseBody(faultBody, req.body);
    const fault: Fault = { id: nextId++, ...b, once: b.once ?? false, hits: 0 };
    faults.push(fault);
    reply.code(201);
    return fault;
  });
  app.get('/__sandbox/faults', async () => ({ faults }));
  app.delete('/__sandbox/faults', async () => {
    faults = [];
    for (const wake of [...sleepers]) wake();
    return { success: true };
  });

  app.get('/__sandbox/requests', async (req) => {
    const path = qStr(req.query as Record<string, unknown>, 'path');
    if (path) return { path, requests: recorded.get(path) ?? [] };
    return { requests: Object.fromEntries(recorded) };
  });
  app.delete('/__sandbox/requests', async () => {
    recorded.clear();
    return { success: true };
  });
  app.get('/__sandbox/request-counts', async () => ({
    total: [...counted.values()].reduce((a, b) => a + b, 0),
    byPath: Object.fromEntries(counted),
  }));
  app.delete('/__sandbox/request-counts', async () => {
    counted.clear();
    return { success: true };
  });

  app.post('/__sandbox/events', async (req) => {
    const b = parseBody(eventBody, req.body);
    if ('type' in b) {
      const { type, ...overrides } = b;
      return { emitted: app.sandbox.events.emitCasino(type, overrides) };
    }
    app.sandbox.events.emitAdmin(b.name, b.payload);
    return { emitted: { name: b.name, payload: b.payload } };
  });

  app.post('/__sandbox/promo-codes', async (req, reply) => {
    const b = parseBody(rawPromoCode, req.body);
    const r = await app.sandbox.db.query<{ id: number }>(
      `INSERT INTO promo_codes (id, code, reward, currency)
       VALUES ((SELECT COALESCE(MAX(id), 0) + 1 FROM promo_codes), $1, $2, $3) RETURNING id`,
      [b.code, b.reward, b.currency],
    );
    reply.code(201);
    return { id: r.rows[0]?.id };
  });
}
