import { useEffect, useRef, useState } from 'react';

/**
 * A search box's text and when it is searched: `delayMs` after the last keystroke, at once
 * when emptied or on Enter; Escape clears; leaving the box runs a pending search. `committed`
 * is the search in force (the URL): when it changes elsewhere (Back, a link) the box shows it.
 */
export function useSearchBox(committed: string, delayMs: number, commit: (value: string) => void) {
  const [value, setValue] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [pending, setPending] = useState(false);
  const latest = useRef(value);
  const commitRef = useRef(commit);
  const committedRef = useRef(committed);
  useEffect(() => {
    latest.current = value;
    commitRef.current = commit;
    committedRef.current = committed;
  });

  // the URL changed elsewhere: show what it says, unless a search of the user's own is waiting
  useEffect(() => {
    if (timer.current === null) setValue(committed);
  }, [committed]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setPending(false);
  };

  const runNow = (v: string) => {
    cancel();
    if (v.trim() !== committedRef.current) commitRef.current(v.trim());
  };

  return {
    value,
    pending,
    onChange(next: string) {
      setValue(next);
      latest.current = next;
      cancel();
      if (next.trim() === '') {
        runNow('');
        return;
      }
      setPending(true);
      timer.current = setTimeout(() => {
        timer.current = null;
        setPending(false);
        const text = latest.current.trim();
        if (text !== committedRef.current) commitRef.current(text);
      }, delayMs);
    },
    onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
      if (e.key === 'Enter') {
        e.preventDefault();
        runNow(value);
      } else if (e.key === 'Escape' && value !== '') {
        e.preventDefault();
        setValue('');
        runNow('');
      }
    },
    onBlur() {
      if (timer.current !== null) runNow(latest.current);
    },
    clear() {
      setValue('');
      runNow('');
    },
  };
}
