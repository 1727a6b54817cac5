import { z } from 'zod';
import { pageSchema } from '../schemas/page.js';
import { pageLimitSchema, pageNumberSchema } from './fields.js';

/** The tRPC routers (ARCHITECTURE.md), the audit trail's domains. */
export const AUDIT_DOMAINS = [
  'auth',
  'system',
  'groups',
  'providers',
  'slots',
  'catalogue',
  'promotions',
  'promoCodes',
  'tables',
  'themes',
  'publishes',
  // Exports of the audit trail itself.
  'audit',
] as const;
export const auditDomainSchema = z.enum(AUDIT_DOMAINS);
export type AuditDomain = z.infer<typeof auditDomainSchema>;

/** Not quoted in the spec. */
export const AUDIT_RANGE_INVALID = 'The start of the range must be before its end.';

/** Not quoted in the spec: the export could not read the trail before its first byte. */
export const AUDIT_EXPORT_FAILED = 'The activity could not be exported. Please try again.';

export const auditOutcomeSchema = z.enum(['ok', 'error']);

/**
 * The regulators' saved views of the trail: `availability`, every successful change of a slot's
 * or provider's live or archived state (and slots and providers created, deleted or removed from
 * production), with who and when; `promotions`, every successful change of a promotion's terms
 * and every promotions publish, current and previous promotions alike.
 */
export const AUDIT_VIEWS = ['availability', 'promotions'] as const;
export const auditViewSchema = z.enum(AUDIT_VIEWS);
export type AuditView = z.infer<typeof auditViewSchema>;

/** The filters of audit.list and audit.export (every one optional; combined with AND). */
const auditFilterShape = {
  /** The username (case-insensitive, exact). */
  user: z.string().trim().min(1).max(128).optional(),
  /** The section: the procedure's router (`slots`, `catalogue`, `publishes`, ...). */
  domain: auditDomainSchema.optional(),
  /** The changed thing's id (exact). */
  target: z.string().trim().min(1).max(200).optional(),
  outcome: auditOutcomeSchema.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  view: auditViewSchema.optional(),
};
const rangeInOrder = (v: { from?: string | undefined; to?: string | undefined }) =>
  v.from === undefined || v.to === undefined || Date.parse(v.from) <= Date.parse(v.to);

/**
 * audit.list counts the matching rows up to this many, and says when more match (`more`): an
 * exact count of a filter matching much of a million-row trail reads all of those rows.
 */
export const AUDIT_COUNT_CAP = 10_000;

/** audit.list: filter by user, section, target, outcome and time range; paged on the server. */
export const auditListInputSchema = z
  .object({ ...auditFilterShape, page: pageNumberSchema, limit: pageLimitSchema(20) })
  .refine(rangeInOrder, { error: AUDIT_RANGE_INVALID, path: ['to'] });
export type AuditListInput = z.infer<typeof auditListInputSchema>;

/**
 * audit.export (`GET /api/audit/export`, streamed CSV): the same filters, every matching row,
 * newest first, each with its place in the chain and its hash.
 */
export const auditExportInputSchema = z
  .object(auditFilterShape)
  .refine(rangeInOrder, { error: AUDIT_RANGE_INVALID, path: ['to'] });
export type AuditExportInput = z.infer<typeof auditExportInputSchema>;

/**
 * audit.verify: every row's hash recomputed and each row's link to the one before checked, oldest
 * first. `firstBroken` is the first row where the chain does not hold (a row changed, removed or
 * put in behind the gateway's back); absent when `ok`.
 */
export const auditVerifyResultSchema = z.strictObject({
  ok: z.boolean(),
  rows: z.number().int().nonnegative(),
  firstBroken: z.strictObject({ id: z.string(), at: z.string() }).optional(),
});
export type AuditVerifyResult = z.infer<typeof auditVerifyResultSchema>;

/** One audit trail entry as the browser sees it. */
export const auditEntrySchema = z.strictObject({
  id: z.string().min(1),
  at: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  procedure: z.string(),
  target: z.string().nullable(),
  /** The input with secrets redacted. */
  input: z.unknown(),
  outcome: auditOutcomeSchema,
  error: z.string().nullable(),
  /** Updates: the fields that changed, as they were before and after (read by the gateway). */
  before: z.unknown(),
  after: z.unknown(),
  durationMs: z.number().int().nonnegative(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A page of audit.list: `total` is exact unless `more`, when it is AUDIT_COUNT_CAP and more match. */
export const auditPageSchema = pageSchema(auditEntrySchema).extend({ more: z.boolean() });
export type AuditPage = z.infer<typeof auditPageSchema>;
