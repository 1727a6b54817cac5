import type { AuditExportInput, AuditView } from '@pitboss/contracts';
import { and, eq, gte, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import { audit } from '../db/schema.js';

const likeEscape = (v: string) => v.replace(/[\\%_]/g, '\\$&');

/** Procedures that make a slot or provider appear or go, whatever the fields they report. */
const AVAILABILITY_PROCEDURES = [
  'slots.create',
  'slots.delete',
  'slots.deleteFromCasino',
  'providers.create',
  'providers.delete',
];

/** Promotions procedures that change no terms (an image removed, the display order). */
const NOT_PROMOTION_TERMS = ['promotions.bulkOrder', 'promotions.deleteImage'];

/**
 * The conditions of a saved view (see `AUDIT_VIEWS`). The game-availability view's condition is
 * also the predicate of the partial index `audit_availability_idx` (drizzle/0006_audit_filters.sql):
 * a change here changes that index too, or the view reads the trail row by row again.
 */
function viewCondition(view: AuditView): SQL | undefined {
  if (view === 'promotions')
    return and(
      eq(audit.outcome, 'ok'),
      like(audit.procedure, 'promotions.%'),
      sql`${audit.procedure} not in (${sql.join(
        NOT_PROMOTION_TERMS.map((p) => sql`${p}`),
        sql`, `,
      )})`,
    );
  const states = sql`array['live', 'archived']`;
  return and(
    eq(audit.outcome, 'ok'),
    or(like(audit.procedure, 'slots.%'), like(audit.procedure, 'providers.%')),
    or(
      inArray(audit.procedure, AVAILABILITY_PROCEDURES),
      sql`${audit.before} ?| ${states}`,
      sql`${audit.after} ?| ${states}`,
    ),
  );
}

/**
 * The WHERE of audit.list and audit.export: every filter optional, combined with AND. The user
 * is matched case-insensitively through `lower(username)`, which the index
 * `audit_user_lower_idx` holds (an ILIKE could use no index and read every row).
 */
export function auditWhere(input: AuditExportInput): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (input.user !== undefined) where.push(sql`lower(${audit.username}) = lower(${input.user})`);
  if (input.domain !== undefined)
    where.push(like(audit.procedure, `${likeEscape(input.domain)}.%`));
  if (input.target !== undefined) where.push(eq(audit.target, input.target));
  if (input.outcome !== undefined) where.push(eq(audit.outcome, input.outcome));
  if (input.from !== undefined) where.push(gte(audit.at, new Date(input.from)));
  if (input.to !== undefined) where.push(lte(audit.at, new Date(input.to)));
  if (input.view !== undefined) where.push(viewCondition(input.view));
  return where.length > 0 ? and(...where) : undefined;
}
