import { AUDIT_EXPORT_FAILED, auditExportInputSchema, type AuditView } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditCsv } from '../audit/csv.js';
import { AuditStore, type AuditRow } from '../audit/store.js';
import type { ErrorAnswer } from './uploads-common.js';

const FILE_PREFIX: Record<AuditView | 'all', string> = {
  all: 'pitboss-activity',
  availability: 'pitboss-game-availability',
  promotions: 'pitboss-promotions',
};

/** The first row already read, then the rest. */
async function* startingWith(
  first: IteratorResult<AuditRow>,
  rest: AsyncIterator<AuditRow>,
): AsyncGenerator<AuditRow> {
  if (first.done) return;
  yield first.value;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/**
 * `GET /api/audit/export?user=&domain=&target=&outcome=&from=&to=&view=`: every matching audit row,
 * newest first, as a CSV attachment streamed from keyset pages of the database (memory holds one
 * page, whatever the number of rows). Bad filters answer 400 with the reason; a database failure
 * before the first byte answers 503; one later ends the download early (the file is cut, and the
 * browser or client says the download failed). Limited per user and audited with the other heavy
 * requests (`guard/security-events.ts`).
 */
export default async function auditExportRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/audit/export', async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    const parsed = auditExportInputSchema.safeParse(req.query ?? {});
    if (!parsed.success) {
      const { fieldErrors } = z.flattenError(parsed.error);
      return reply.code(400).send({
        message: parsed.error.issues[0]?.message ?? 'Invalid input',
        fieldErrors: fieldErrors as Record<string, string[]>,
      } satisfies ErrorAnswer);
    }
    const rows = new AuditStore(app.database.db).rows(parsed.data)[Symbol.asyncIterator]();
    let first: IteratorResult<AuditRow>;
    try {
      first = await rows.next();
    } catch (err) {
      req.log.error({ err }, 'audit export failed');
      return reply.code(503).send({ message: AUDIT_EXPORT_FAILED } satisfies ErrorAnswer);
    }
    const stream = auditCsv(startingWith(first, rows));
    stream.on('error', (err) => req.log.warn({ err: err.message }, 'audit export interrupted'));
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
    const name = `${FILE_PREFIX[parsed.data.view ?? 'all']}-${stamp}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });
}
