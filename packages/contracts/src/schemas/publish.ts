import { z } from 'zod';
import { firstDefined, isPlainObject, looseNumber, looseText } from './common.js';

/** The publish result: counts, or slotsCount/providersCount, or a message. */
export const publishResultSchema = z.strictObject({
  slots: z.number().nullable(),
  providers: z.number().nullable(),
  groups: z.number().nullable(),
  message: z.string().nullable(),
});
export type PublishResult = z.infer<typeof publishResultSchema>;

const countsSchema = z
  .looseObject({ slots: looseNumber, providers: looseNumber, groups: looseNumber })
  .nullish()
  .catch(null);

const flatPublishSchema = z.looseObject({
  counts: countsSchema,
  slotsCount: looseNumber,
  providersCount: looseNumber,
  groupsCount: looseNumber,
  message: looseText,
});

/**
 * Whether POST /publish answered a `{ status, data }` body whose status is not a success (a number
 * outside 200–299, or a word other than success/ok): the publish went through, but what it did
 * cannot be read from the answer — 'Publishing completed with unexpected response...'.
 */
export function publishAnswerUnexpected(raw: unknown): boolean {
  if (!isPlainObject(raw)) return false;
  const { status } = raw;
  if (typeof status === 'number') return status < 200 || status > 299;
  if (typeof status === 'string') return !/^(success|ok|2\d\d)$/i.test(status.trim());
  return false;
}

/** Accepts the answer of POST /publish, also wrapped as `{ status, data }`. */
export const upstreamPublishResultSchema = z
  .unknown()
  .optional()
  .transform((raw) => {
    if (isPlainObject(raw) && isPlainObject(raw.data)) {
      return { ...raw.data, message: raw.data.message ?? raw.message };
    }
    return isPlainObject(raw) ? raw : {};
  })
  .pipe(flatPublishSchema)
  .transform((r): PublishResult => ({
    slots: firstDefined(r.counts?.slots, r.slotsCount),
    providers: firstDefined(r.counts?.providers, r.providersCount),
    groups: firstDefined(r.counts?.groups, r.groupsCount),
    message: r.message,
  }))
  .pipe(publishResultSchema);
