/** What the provider form holds. */
export interface ProviderFormValues {
  displayName: string;
  description: string;
}

/**
 * The fields of an edit that differ from the provider (spec 1 §5 "only changed fields are sent"),
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
