import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import {
  parseJsonObjectText,
  slotJsonInvalidMessage,
  type Slot,
  type SlotChanges,
} from '@pitboss/contracts';

/** What the form holds: text as typed, JSON as text, groups as ids. */
export interface SlotFormValues {
  title: string;
  identifier: string;
  slug: string;
  providerId: string;
  displayProviderId: string;
  origTitle: string;
  description: string;
  category: string;
  featureGroup: string;
  theme: string;
  releasedAt: string;
  orderHint: string;
  archived: boolean;
  hasDemo: boolean;
  params: string;
  restrictions: string;
  groupIds: string[];
}

const json = (value: unknown) =>
  value && Object.keys(value).length > 0 ? JSON.stringify(value, null, 2) : '';
const dateOnly = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

export function slotFormValues(slot: Slot | null): SlotFormValues {
  return {
    title: slot?.title ?? '',
    identifier: slot?.identifier ?? '',
    slug: slot?.slug ?? '',
    providerId: slot?.providerId ?? '',
    displayProviderId: slot?.displayProviderId ?? '',
    origTitle: slot?.origTitle ?? '',
    description: slot?.description ?? '',
    category: slot?.category ?? '',
    featureGroup: slot?.featureGroup ?? '',
    theme: slot?.theme ?? '',
    releasedAt: dateOnly(slot?.releasedAt ?? null),
    orderHint: String(slot?.orderHint ?? 0),
    archived: slot?.archived ?? false,
    hasDemo: slot?.hasDemo ?? false,
    params: json(slot?.params),
    restrictions: json(slot?.restrictions),
    groupIds: slot?.groupIds ?? [],
  };
}

const TEXT_FIELDS = [
  'title',
  'identifier',
  'slug',
  'providerId',
  'displayProviderId',
  'origTitle',
  'description',
  'category',
  'featureGroup',
  'theme',
  'releasedAt',
] as const;

const JSON_FIELDS = { params: 'Params', restrictions: 'Restrictions' } as const;

/** Params/restrictions text that is not a JSON object, with the field's message. */
function slotJsonErrors(
  values: Partial<Pick<SlotFormValues, 'params' | 'restrictions'>>,
): Partial<Record<keyof typeof JSON_FIELDS, string>> {
  const out: Partial<Record<keyof typeof JSON_FIELDS, string>> = {};
  for (const [key, label] of Object.entries(JSON_FIELDS) as [keyof typeof JSON_FIELDS, never][]) {
    if (parseJsonObjectText(values[key]) === null) out[key] = slotJsonInvalidMessage(label);
  }
  return out;
}

/**
 * The form's resolver with the JSON fields checked too: text that is not a JSON object
 * is a field error that blocks the save, rather than ignored with a console warning.
 */
export function withSlotJsonChecks<V extends FieldValues, C, O>(
  inner?: Resolver<V, C, O>,
): Resolver<V, C, O> {
  return async (values, context, options) => {
    const result = inner
      ? await inner(values, context, options)
      : { values: values as unknown as O, errors: {} };
    const json = slotJsonErrors(values);
    if (Object.keys(json).length === 0) return result;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [key, message] of Object.entries(json))
      errors[key] ??= { type: 'validate', message };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/**
 * The fields of an edit that differ from the slot.
 * Params/restrictions that are not a JSON object never get here (`withSlotJsonChecks`).
 */
export function slotEditChanges(original: SlotFormValues, next: SlotFormValues): SlotChanges {
  const out: Record<string, unknown> = {};
  for (const key of TEXT_FIELDS) {
    const value = next[key].trim();
    if (value !== original[key].trim())
      out[key] = value === '' && !['title', 'identifier', 'slug'].includes(key) ? null : value;
  }
  if (out.providerId === null) delete out.providerId;
  if (out.displayProviderId === null) delete out.displayProviderId;
  if (next.orderHint.trim() !== original.orderHint.trim() && next.orderHint.trim() !== '')
    out.orderHint = next.orderHint.trim();
  if (next.archived !== original.archived) out.archived = next.archived;
  if (next.hasDemo !== original.hasDemo) out.hasDemo = next.hasDemo;
  for (const key of ['params', 'restrictions'] as const) {
    if (next[key].trim() === original[key].trim()) continue;
    const parsed = parseJsonObjectText(next[key]);
    if (parsed === null) throw new Error(slotJsonInvalidMessage(JSON_FIELDS[key]));
    const before = parseJsonObjectText(original[key]) ?? {};
    if (JSON.stringify(parsed) !== JSON.stringify(before)) out[key] = parsed;
  }
  const sorted = (ids: string[]) => [...ids].sort().join(',');
  if (sorted(next.groupIds) !== sorted(original.groupIds)) out.groupIds = next.groupIds;
  return out as SlotChanges;
}
