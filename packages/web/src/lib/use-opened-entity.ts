import { useState } from 'react';

/**
 * The entity an edit form opened on, kept while the form stays on it: a refetch (another user's
 * change announced, the window focused again) neither resets what the user typed nor moves what
 * the edit is based on; the save finds out instead (a CONFLICT). `id` is the entity the form is
 * on (null: none); `answer` its read, taken once it is fresh (`fetching` false: a cached copy
 * being read again is not what the form opens on). `saved` makes a saved entity the new one.
 */
export function useOpenedEntity<T extends { id: string }>(
  id: string | null,
  answer: T | null | undefined,
  fetching = false,
) {
  const [opened, setOpened] = useState<T | null>(null);
  let current = opened;
  if (id === null || (current && current.id !== id)) current = null;
  if (current === null && id !== null && answer?.id === id && !fetching) current = answer;
  if (current !== opened) setOpened(current);
  return { opened: current, saved: setOpened };
}
