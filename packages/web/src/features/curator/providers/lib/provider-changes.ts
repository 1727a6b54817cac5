import type { Provider } from '@pitboss/contracts';

/** What the provider form holds. */
export interface ProviderFormValues {
  displayName: string;
  description: string;
}

/**
 * The fields of an edit that differ from the provider,
 * compared and sent trimmed. An empty object means nothing changed: the modal just closes.
 */
export function providerEditChanges(
  original: ProviderFormValues,
  next: ProviderFormValues,
): Partial<ProviderFormValues> {
  const out: Partial<ProviderFormValues> = {};
  const name = next.displayName.trim();
  if (name !== original.displayName.trim()) out.displayName = name;
  const description = next.description.trim();
  if (description !== original.description.trim()) out.description = description;
  return out;
}

/** The form's values for a provider (empty for Create Provider). */
export const providerFormValues = (p: Provider | null): ProviderFormValues => ({
  displayName: p?.displayName ?? '',
  description: p?.description ?? '',
});

/** Server field names (the admin API's snake_case or the input's camelCase) → form fields. */
export const SERVER_FIELDS: Record<string, keyof ProviderFormValues> = {
  display_name: 'displayName',
  displayName: 'displayName',
  name: 'displayName',
  description: 'description',
};
