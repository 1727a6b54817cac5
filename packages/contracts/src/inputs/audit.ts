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
] as const;
export const auditDomainSchema = z.enum(AUDIT_DOMAINS);
export type AuditDomain = z.infer<typeof auditDomainSchema>;

/** Not quoted in the spec. */
export const AUDIT_RANGE_INVALID = 'The start of the range must be before its end.';

/** audit.list: filter by user, domain and time range; paged. */
export const auditListInputSchema = z
  .object({
    user: z.string().trim().min(1).max(128).optional(),
    domain: auditDomainSchema.optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    page: pageNumberSchema,
    limit: pageLimitSchema(20),
  })
  .refine(
    (v) => v.from === undefined || v.to === undefined || Date.parse(v.from) <= Date.parse(v.to),
    {
      error: AUDIT_RANGE_INVALID,
      path: ['to'],
    },
  );
export type AuditListInput = z.infer<typeof auditListInputSchema>;

export const auditOutcomeSchema = z.enum(['ok', 'error']);

/** One audit trail entry as the browser sees it. */
export const auditEntrySchema = z.strictObject({
  id: z.string().min(1),
  at: z.string(),
  username: z.string(),
  procedure: z.string(),
  target: z.string().nullable(),
  /** The input with secrets redacted. */
  input: z.unknown(),
  outcome: auditOutcomeSchema,
  error: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
