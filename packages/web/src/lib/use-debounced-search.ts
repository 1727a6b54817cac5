import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A search box's text, pushed (trimmed) through `onCommit` once it has settled for `delayMs`.
 * `committed` is the source of truth (the URL: Back, a link): when it changes, the box follows.
 */
export function useDebouncedSearch(
  committed: string,
  delayMs: number,
  onCommit: (search: string) => void,
): [string, (text: string) => void] {
  const [search, setSearch] = useState(committed);
  const debounced = useDebouncedValue(search, delayMs);
  const onCommitRef = useRef(onCommit);
  onCommitRef.current = onCommit;

  useEffect(() => setSearch(committed), [committed]);

  useEffect(() => {
    if (debounced.trim() !== committed) onCommitRef.current(debounced.trim());
    // Only a settled edit pushes; a change of `committed` already updated `search`.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately keyed on the debounced text only
  }, [debounced]);

  return [search, setSearch];
}
