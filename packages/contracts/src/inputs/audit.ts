import { z } from 'zod';
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

export const auditOutcomeSchema = z.enum(['ok', 'error']);

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
};
const rangeInOrder = (v: { from?: string | undefined; to?: string | undefined }) =>
  v.from === undefined || v.to === undefined || Date.parse(v.from) <= Date.parse(v.to);

/** audit.list: filter by user, section, target, outcome and time range; paged on the server. */
export const auditListInputSchema = z
  .object({ ...auditFilterShape, page: pageNumberSchema, limit: pageLimitSchema(20) })
  .refine(rangeInOrder, { error: AUDIT_RANGE_INVALID, path: ['to'] });
export type AuditListInput = z.infer<typeof auditListInputSchema>;

/** At most this many rows in one CSV export (newest first). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

/** audit.export: the same filters, every matching row (up to AUDIT_EXPORT_MAX_ROWS) as CSV. */
export const auditExportInputSchema = z
  .object(auditFilterShape)
  .refine(rangeInOrder, { error: AUDIT_RANGE_INVALID, path: ['to'] });
export type AuditExportInput = z.infer<typeof auditExportInputSchema>;

export const auditExportResultSchema = z.strictObject({
  filename: z.string(),
  csv: z.string(),
  rows: z.number().int().nonnegative(),
  /** More rows matched than were exported. */
  truncated: z.boolean(),
});
export type AuditExportResult = z.infer<typeof auditExportResultSchema>;

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
